import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AIRCRAFT, type AircraftType } from '../../../../domain/aircraft';
import { centsFromDollars, formatVisitorAud } from '../../../../domain/money';
import { calculatePriceQuery, type RouteKey } from '../api/pricing-queries';

/**
 * An available aircraft's per-person figure on its card: its own estimate for the route (the same cached
 * answer the estimate card uses when it is chosen), split over every seat, and saying so (decision 0021).
 */
export function AircraftPerPerson({ route, type }: { route: RouteKey; type: AircraftType }) {
  const { t, i18n } = useTranslation('booking');
  const price = useQuery(calculatePriceQuery(route, type));
  const perPerson = price.data?.breakdown?.perPerson;
  // A route quoted by hand (a custom route) has no figure: the card says so rather than showing none.
  if (price.data && typeof price.data.estimate === 'string' && price.data.estimate !== 'NOT AVAILABLE') {
    return (
      <span className="text-xs font-semibold text-foreground" data-testid="aircraft-price-on-request">
        {t('aircraft.priceOnRequest')}
      </span>
    );
  }
  if (perPerson === undefined && !(price.isPending && price.fetchStatus !== 'idle')) return null;
  return (
    <span className="text-xs" data-testid="aircraft-per-person">
      {perPerson !== undefined ? (
        <>
          <span className="font-semibold text-foreground">{formatVisitorAud(centsFromDollars(perPerson), i18n.language)}</span>{' '}
          <span className="text-muted-foreground">{t('aircraft.perPersonAllSeats', { count: AIRCRAFT[type].capacity })}</span>
        </>
      ) : (
        <span className="inline-block h-3 w-20 animate-pulse rounded bg-muted align-middle" aria-hidden />
      )}
    </span>
  );
}
