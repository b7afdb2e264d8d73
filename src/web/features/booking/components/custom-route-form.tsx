import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { ApiError, idempotencyKey } from '../../../lib/api-client';
import { sendCustomRouteRequest, type CustomRouteRequest } from '../api/booking-mutations';

type RouteFields = Omit<CustomRouteRequest, 'date' | 'contactName' | 'contactEmail' | 'contactPhone' | 'specialRequests' | 'language'>;

/** The custom-route request form (SPEC §4, §5): name, email and date required; contact within 24 hours. */
export function CustomRouteForm({ route }: { route: RouteFields }) {
  const { t, i18n } = useTranslation('booking');
  const id = useId();
  const [values, setValues] = useState({ contactName: '', contactEmail: '', contactPhone: '', date: '', specialRequests: '' });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  // One key per filled-in form: a double click or a retry after a lost answer stores once.
  const key = useRef(idempotencyKey());
  const complete = values.contactName.trim() !== '' && values.contactEmail.trim() !== '' && values.date !== '';
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    key.current = idempotencyKey();
    setValues((v) => ({ ...v, [field]: event.target.value }));
  };
  const today = new Date().toISOString().slice(0, 10);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || sending) return;
    setSending(true);
    try {
      await sendCustomRouteRequest(
        {
          ...route,
          contactName: values.contactName.trim(),
          contactEmail: values.contactEmail.trim(),
          date: values.date,
          ...(values.contactPhone.trim() ? { contactPhone: values.contactPhone.trim() } : {}),
          ...(values.specialRequests.trim() ? { specialRequests: values.specialRequests.trim() } : {}),
          language: i18n.language,
        },
        key.current,
      );
      setSent(true);
      toast({ title: t('customRoute.success'), variant: 'success' });
    } catch (error) {
      toast({
        title: t('customRoute.failed'),
        description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t('customRoute.tryAgain'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="rounded-lg border border-success/40 bg-success/10 p-4 text-sm" data-testid="custom-route-sent">
        <p className="font-semibold">{t('customRoute.success')}</p>
        <p className="text-muted-foreground">{t('customRoute.notice')}</p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" data-testid="custom-route-form" noValidate>
      <div>
        <h4 className="font-semibold">{t('customRoute.title')}</h4>
        <p className="text-sm text-muted-foreground">{t('customRoute.notice')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-name`}>{t('customRoute.name')} *</Label>
          <Input id={`${id}-name`} autoComplete="name" required value={values.contactName} onChange={set('contactName')} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-email`}>{t('customRoute.email')} *</Label>
          <Input id={`${id}-email`} type="email" autoComplete="email" required value={values.contactEmail} onChange={set('contactEmail')} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-phone`}>{t('customRoute.phone')}</Label>
          <Input id={`${id}-phone`} type="tel" autoComplete="tel" value={values.contactPhone} onChange={set('contactPhone')} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-date`}>{t('customRoute.date')} *</Label>
          <Input id={`${id}-date`} type="date" min={today} required value={values.date} onChange={set('date')} />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-requests`}>{t('customRoute.specialRequests')}</Label>
        <Textarea id={`${id}-requests`} value={values.specialRequests} onChange={set('specialRequests')} />
      </div>
      <Button type="submit" disabled={!complete || sending} className="self-start">
        <Send aria-hidden />
        {sending ? t('customRoute.sending') : t('customRoute.submit')}
      </Button>
    </form>
  );
}
