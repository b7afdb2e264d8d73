import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AIRCRAFT, type AircraftType } from '../../../../domain/aircraft';
import { centsFromDollars, formatAud } from '../../../../domain/money';
import { quoteOf } from '../../../../domain/route-quotes';
import { routeQuotesQuery, type RouteKey } from '../api/pricing-queries';

/**
 * An available aircraft's per-person figure on its card: its own entry in the route's one answer (which the
 * estimate card reads too when it is chosen), split over every seat, and saying so (decision 0021).
 */
export function AircraftPerPerson({ route, type }: { route: RouteKey; type: AircraftType }) {
  const { t, i18n } = useTranslation('booking');
  const price = useQuery({ ...routeQuotesQuery(route), select: (answer) => quoteOf(answer, type) });
  const perPerson = price.data?.breakdown?.perPerson;
  if (perPerson === undefined && !(price.isPending && price.fetchStatus !== 'idle')) return null;
  return (
    <span className="text-xs" data-testid="aircraft-per-person">
      {perPerson !== undefined ? (
        <>
          <span className="font-semibold text-foreground">{formatAud(centsFromDollars(perPerson), i18n.language)}</span>{' '}
          <span className="text-muted-foreground">{t('aircraft.perPersonAllSeats', { count: AIRCRAFT[type].capacity })}</span>
        </>
      ) : (
        <span className="inline-block h-3 w-20 animate-pulse rounded bg-muted align-middle" aria-hidden />
      )}
    </span>
  );
}
