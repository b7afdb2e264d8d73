import { Images } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicAircraftImage } from '../../../../domain/api/content';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useLocalized } from '../../../lib/localized';

/** The gallery prompt and modal: the selected aircraft's experience images. */
export function AircraftGallery({ images, aircraftLabel }: { images: PublicAircraftImage[]; aircraftLabel: string }) {
  const { t } = useTranslation('booking');
  const l = useLocalized();
  const [open, setOpen] = useState(false);
  const [broken, setBroken] = useState<Set<number>>(() => new Set());
  if (images.length === 0) return null;
  const shown = images.filter((image) => !broken.has(image.id));

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed p-3">
        <p className="text-sm text-muted-foreground">{t('gallery.prompt', { aircraft: aircraftLabel })}</p>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          <Images aria-hidden />
          {t('gallery.open', { count: images.length })}
        </Button>
      </div>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('gallery.title', { aircraft: aircraftLabel })}</DialogTitle>
          <DialogDescription>{t('gallery.description')}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3 sm:grid-cols-2">
          {shown.map((image) => (
            <li key={image.id} className="overflow-hidden rounded-lg border bg-muted">
              <img
                src={image.imageUrl}
                alt={l(image, 'altText') || l(image, 'title')}
                loading="lazy"
                className="aspect-[4/3] w-full object-cover"
                onError={() => setBroken((set) => new Set(set).add(image.id))}
              />
              <p className="p-2 text-sm font-medium">{l(image, 'title')}</p>
            </li>
          ))}
        </ul>
        {shown.length === 0 && <p className="text-sm text-muted-foreground">{t('gallery.unavailable')}</p>}
      </DialogContent>
    </Dialog>
  );
}
