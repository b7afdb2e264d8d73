import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

interface EstimateBarProps {
  route: string;
  total: string;
  /** The hold has passed: the bar offers a new estimate instead of booking the old one. */
  expired: boolean;
  refreshing: boolean;
  onBook(): void;
  onRefresh(): void;
}

/**
 * The compact bar that keeps the route, the total and Book Now in view once the estimate card has scrolled
 * away, on phones and desktops. Loaded the first time it is needed.
 */
export default function EstimateBar({ route, total, expired, refreshing, onBook, onRefresh }: EstimateBarProps) {
  const { t } = useTranslation('booking');
  return (
    <section
      aria-label={t('bar.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.12)] backdrop-blur"
      data-testid="estimate-bar"
    >
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-3 py-2 sm:px-6">
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 text-sm font-semibold leading-tight">{route}</p>
          <p className="text-lg font-bold tabular-nums text-primary" data-testid="estimate-bar-total">
            {total}
          </p>
        </div>
        {expired ? (
          <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw aria-hidden />
            {t('estimate.refresh')}
          </Button>
        ) : (
          <Button onClick={onBook}>{t('booking.bookNow')}</Button>
        )}
      </div>
    </section>
  );
}
