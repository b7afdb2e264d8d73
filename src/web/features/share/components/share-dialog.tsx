import { Check, Copy, Mail, MessageCircle, Share2 } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';
import { centsFromDollars, formatVisitorAud } from '../../../../domain/money';
import { useAircraftLabel } from '../../../lib/aircraft-label';
import { shareUrl, socialLinks } from '../share-link';
import { useCopiedFlag } from '../../../lib/use-copied-flag';


/**
 * The shared sentence: the route and its price. A trip of several legs names every place it flies to in
 * order ("Jandakot → Rottnest Island → Busselton → Jandakot"), not its first leg only.
 */
function shareText(snapshot: BookingSnapshot, t: (key: string, values: Record<string, string>) => string, values: { price: string; aircraft: string }): string {
  const from = snapshot.departure?.name ?? '';
  if (snapshot.stops && snapshot.stops.length > 2) return t('text', { ...values, from: snapshot.stops[0]!, to: snapshot.stops.slice(1).join(' → ') });
  if (snapshot.flightType === 'scenic') return t('textScenic', { ...values, from });
  if (snapshot.flightType === 'pilot-training' || !snapshot.destination || snapshot.destination.value === snapshot.departure?.value) return t('textFrom', { ...values, from });
  return t('text', { ...values, from, to: snapshot.destination.name });
}

/** The share dialog: copy link, social links, native share. Loaded when first opened. */
export default function ShareDialog({ snapshot, open, onOpenChange }: { snapshot: BookingSnapshot; open: boolean; onOpenChange(open: boolean): void }) {
  const { t, i18n } = useTranslation('share');
  const aircraftLabel = useAircraftLabel();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useCopiedFlag();

  const url = shareUrl(snapshot, window.location.origin);
  const price = formatVisitorAud(centsFromDollars(snapshot.estimate as number), i18n.language);
  const aircraft = aircraftLabel(snapshot.aircraftType);
  const text = shareText(snapshot, t, { price, aircraft });
  const links = socialLinks(url, text, t('subject'));
  const shareData = { title: t('subject'), text, url };
  // 'More options' is the device's own share sheet: offered only where the browser has one for this link.
  const canShare = typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(shareData));

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      inputRef.current?.select();
      toast({ title: t('copyFailed'), description: t('copyManually'), variant: 'destructive' });
    }
  };

  const nativeShare = async () => {
    try {
      await navigator.share(shareData);
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as { name?: string }).name !== 'AbortError') toast({ title: t('shareFailed'), variant: 'destructive' });
    }
  };

  const social: { key: keyof typeof links; label: string; icon?: ReactNode }[] = [
    { key: 'facebook', label: 'Facebook' },
    { key: 'x', label: 'X' },
    { key: 'linkedin', label: 'LinkedIn' },
    { key: 'whatsapp', label: 'WhatsApp', icon: <MessageCircle aria-hidden /> },
    { key: 'email', label: t('email'), icon: <Mail aria-hidden /> },
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('shareEstimate')}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={inputId}>{t('link')}</Label>
          <div className="flex gap-2">
            <Input ref={inputRef} id={inputId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="min-w-0 flex-1" />
            <Button onClick={() => void copy()} className="shrink-0" aria-live="polite">
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? t('copied') : t('copyLink')}
            </Button>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {social.map(({ key, label, icon }) => (
            <Button key={key} asChild variant="outline">
              <a href={links[key]} target="_blank" rel="noopener noreferrer">
                {icon}
                {label}
                <span className="sr-only"> {t('opensInNewTab')}</span>
              </a>
            </Button>
          ))}
          {canShare && (
            <Button variant="secondary" onClick={() => void nativeShare()}>
              <Share2 aria-hidden />
              {t('more')}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
