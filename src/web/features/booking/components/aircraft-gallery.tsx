import { Images } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicAircraftImage } from '../../../../domain/api/content';
import { Button } from '../../../components/ui/button';

// The modal (Radix Dialog, focus trap, scroll lock) loads when the visitor first opens it.
const AircraftGalleryDialog = lazy(() => import('./aircraft-gallery-dialog'));

/** The gallery prompt and modal: the selected aircraft's experience images. */
export function AircraftGallery({ images, aircraftLabel }: { images: PublicAircraftImage[]; aircraftLabel: string }) {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (images.length === 0) return null;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed p-3">
        <p className="text-sm text-muted-foreground">{t('gallery.prompt', { aircraft: aircraftLabel })}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <Images aria-hidden />
          {t('gallery.open', { count: images.length })}
        </Button>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <AircraftGalleryDialog images={images} aircraftLabel={aircraftLabel} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
