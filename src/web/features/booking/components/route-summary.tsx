import { ArrowRight, Clock, Ruler } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SCENIC_FLIGHT } from '../../../../domain/route-math';
import { Card } from '../../../components/ui/card';
import { formatLocale } from '../../../../domain/format-locale';
import { numberFormat } from '../../../lib/intl-formats';

interface RouteSummaryProps {
  from: string | undefined;
  to: string | undefined;
  scenic: boolean;
  distanceKm: number | null | undefined;
  flightMinutes: number | null | undefined;
  /** What the estimate includes besides the flight ("Includes the return of the aircraft to Jandakot"), from the server. */
  note?: string | null | undefined;
  loading: boolean;
}

/** Route summary card: where from and to, the distance and the flight time (scenic: 30-45 min, about 50 km). */
export function RouteSummary({ from, to, scenic, distanceKm, flightMinutes, note, loading }: RouteSummaryProps) {
  const { t, i18n } = useTranslation('booking');
  if (!from) return null;
  const number = numberFormat(formatLocale(i18n.language), { maximumFractionDigits: 0 });
  const duration = (minutes: number) => {
    const h = Math.floor(minutes / 60);
    const m = Math.round(minutes % 60);
    return h === 0 ? t('summary.minutes', { m }) : m === 0 ? t('summary.hours', { h }) : t('summary.hoursMinutes', { h, m });
  };
  const distance = scenic
    ? t('summary.scenicDistance', { km: SCENIC_FLIGHT.distanceKm })
    : distanceKm != null
      ? t('summary.km', { km: number.format(distanceKm) })
      : null;
  const time = scenic
    ? t('summary.scenicTime', { min: SCENIC_FLIGHT.minMinutes, max: SCENIC_FLIGHT.maxMinutes })
    : flightMinutes != null
      ? duration(flightMinutes)
      : null;
  const pending = <span className="inline-block h-4 w-14 animate-pulse rounded bg-muted align-middle" aria-hidden />;

  return (
    <Card className="bg-secondary/60 p-4" data-testid="route-summary" aria-label={t('summary.title')}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base font-semibold">
        <span className="min-w-0 break-words">{from}</span>
        <ArrowRight className="size-4 shrink-0 text-primary" aria-label={t('summary.to')} />
        <span className="min-w-0 break-words">{scenic ? t('summary.scenicLoop') : (to ?? '—')}</span>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div className="grid grid-cols-[auto_1fr] items-center gap-x-2">
          <dt className="col-start-2 text-xs text-muted-foreground">{t('summary.distance')}</dt>
          <dd className="col-start-2 font-semibold" data-testid="route-distance">{distance ?? (loading ? pending : '—')}</dd>
          <Ruler className="col-start-1 row-span-2 row-start-1 size-4 shrink-0 text-primary" aria-hidden />
        </div>
        <div className="grid grid-cols-[auto_1fr] items-center gap-x-2">
          <dt className="col-start-2 text-xs text-muted-foreground">{t('summary.flightTime')}</dt>
          <dd className="col-start-2 font-semibold" data-testid="route-time">{time ?? (loading ? pending : '—')}</dd>
          <Clock className="col-start-1 row-span-2 row-start-1 size-4 shrink-0 text-primary" aria-hidden />
        </div>
      </dl>
      {note && (
        <p className="mt-2 text-xs text-muted-foreground" data-testid="route-note">
          {note}
        </p>
      )}
    </Card>
  );
}
