import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicAircraftImage } from '../../../../domain/api/content';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useLocalized } from '../../../lib/localized';

interface Props {
  images: PublicAircraftImage[];
  aircraftLabel: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The aircraft experience gallery modal; images that fail to load are left out. */
export default function AircraftGalleryDialog({ images, aircraftLabel, open, onOpenChange }: Props) {
  const { t } = useTranslation('booking');
  const l = useLocalized();
  const [broken, setBroken] = useState<Set<number>>(() => new Set());
  const shown = images.filter((image) => !broken.has(image.id));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
