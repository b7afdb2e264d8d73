import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AIRCRAFT, type AircraftType } from '../../../../domain/aircraft';
import { centsFromDollars, formatVisitorAud } from '../../../../domain/money';
import { perPersonCents, seatsFilled } from '../../../../domain/per-person';
import { NOT_AVAILABLE_ESTIMATE, quoteOf } from '../../../../domain/route-quotes';
import { routeQuotesQuery, type RouteKey } from '../api/pricing-queries';

/**
 * An available aircraft's per-person figure on its card: its own entry in the route's one answer (which the
 * estimate card reads too when it is chosen), split between the people flying, and saying so.
 */
export function AircraftPerPerson({ route, type, people }: { route: RouteKey; type: AircraftType; people: number }) {
  const { t, i18n } = useTranslation('booking');
  const price = useQuery({ ...routeQuotesQuery(route), select: (answer) => quoteOf(answer, type) });
  // A route quoted by hand (a custom route) has no figure: the card says so rather than showing none.
  if (price.data && typeof price.data.estimate === 'string' && price.data.estimate !== NOT_AVAILABLE_ESTIMATE) {
    return (
      <span className="text-xs font-semibold text-foreground" data-testid="aircraft-price-on-request">
        {t('aircraft.priceOnRequest')}
      </span>
    );
  }
  const total = price.data?.breakdown?.total;
  if (total === undefined && !(price.isPending && price.fetchStatus !== 'idle')) return null;
  const { capacity } = AIRCRAFT[type];
  const seats = seatsFilled(people, capacity);
  return (
    <span className="text-xs" data-testid="aircraft-per-person">
      {total !== undefined ? (
        <>
          <span className="font-semibold text-foreground">{formatVisitorAud(perPersonCents(centsFromDollars(total), seats, capacity), i18n.language)}</span>{' '}
          <span className="text-muted-foreground">{t('aircraft.perPersonFor', { count: seats })}</span>
        </>
      ) : (
        <span className="inline-block h-3 w-20 animate-pulse rounded bg-muted align-middle" aria-hidden />
      )}
    </span>
  );
}
