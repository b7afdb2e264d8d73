import { RefreshCw, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocale } from '../../../../domain/format-locale';
import { PRICE_HOLD_MINUTES } from '../../../../domain/price-breakdown';
import { formatCountdown, secondsLeft } from '../../../../domain/price-hold';
import { Button } from '../../../components/ui/button';
import { dateTimeFormat } from '../../../lib/intl-formats';

interface PriceHoldProps {
  deadline: number;
  expired: boolean;
  refreshing: boolean;
  onRefresh(): void;
}

/**
 * The 20-minute hold with a live countdown; once it has passed, says the price is no longer held and offers
 * 'Refresh estimate'. The ticking figure is a timer (not announced each second); the expiry is announced by
 * the card's live region.
 */
export function PriceHold({ deadline, expired, refreshing, onRefresh }: PriceHoldProps) {
  const { t, i18n } = useTranslation('booking');
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (expired) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expired, deadline]);

  if (expired) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm" data-testid="price-hold-expired">
        <p className="font-medium text-destructive">{t('estimate.holdExpired')}</p>
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw aria-hidden className={refreshing ? 'animate-spin' : undefined} />
          {t('estimate.refresh')}
        </Button>
      </div>
    );
  }
  const time = dateTimeFormat(formatLocale(i18n.language), { hour: 'numeric', minute: '2-digit' }).format(deadline);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-secondary/70 px-3 py-2 text-xs text-secondary-foreground" data-testid="price-hold">
      <Timer className="size-4 shrink-0" aria-hidden />
      <span>{t('estimate.hold', { minutes: PRICE_HOLD_MINUTES, time })}</span>
      <span role="timer" aria-live="off" className="font-semibold tabular-nums" data-testid="price-hold-countdown">
        {t('estimate.holdLeft', { countdown: formatCountdown(secondsLeft(deadline, now)) })}
      </span>
    </p>
  );
}
