import { Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';

// The dialog (Radix Dialog, focus trap, scroll lock) is not needed until the visitor asks to share.
const ShareDialog = lazy(() => import('./share-dialog'));

/**
 * 'Share Estimate' (docs/product.md §2): offered only beside a numeric estimate (a failed, unavailable or
 * on-request price has nothing to share); opens the share dialog.
 */
export function ShareEstimateButton({ snapshot }: { snapshot: BookingSnapshot }) {
  const { t } = useTranslation('share');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const ready = typeof snapshot.estimate === 'number' && snapshot.departure !== undefined;
  if (!ready) return null;
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Share2 aria-hidden />
        {t('shareEstimate')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ShareDialog snapshot={snapshot} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
