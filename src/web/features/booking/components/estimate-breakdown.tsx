import { useTranslation } from 'react-i18next';
import { centsFromDollars, formatVisitorAud } from '../../../../domain/money';
import { perPersonCents, seatsFilled } from '../../../../domain/per-person';
import type { PriceBreakdown } from '../../../../domain/price-breakdown';

/**
 * Base price, booking fee, total and per person. A charter is priced per aircraft, so per person divides
 * the total by the party the visitor said flies ("Who's flying?"), never by more than the seats.
 */
export function EstimateBreakdown({ breakdown, capacity, people }: { breakdown: PriceBreakdown; capacity: number; people: number }) {
  const { t, i18n } = useTranslation('booking');
  const seats = seatsFilled(people, capacity);
  const aud = (dollars: number) => formatVisitorAud(centsFromDollars(dollars), i18n.language);
  const row = 'flex items-center justify-between gap-4';

  return (
    <dl className="grid gap-1.5 text-sm" data-testid="estimate-breakdown">
      <div className={row}>
        <dt className="text-muted-foreground">{t('estimate.basePrice')}</dt>
        <dd className="font-medium tabular-nums">{aud(breakdown.basePrice)}</dd>
      </div>
      <div className={row}>
        <dt className="text-muted-foreground">{t('estimate.bookingFee')}</dt>
        <dd className="font-medium tabular-nums">{aud(breakdown.bookingFee)}</dd>
      </div>
      <div className={`${row} mt-1 border-t pt-2`}>
        <dt className="font-semibold">{t('estimate.total')}</dt>
        <dd className="text-2xl font-bold tabular-nums text-primary" data-testid="estimate-total">
          {aud(breakdown.total)}
        </dd>
      </div>
      <div className={`${row} mt-1`}>
        <dt className="text-muted-foreground" data-testid="estimate-per-person-label">
          {t('estimate.perPersonFor', { count: seats })}
        </dt>
        <dd className="font-semibold tabular-nums" data-testid="estimate-per-person">
          {formatVisitorAud(perPersonCents(centsFromDollars(breakdown.total), seats, capacity), i18n.language)}
        </dd>
      </div>
    </dl>
  );
}
