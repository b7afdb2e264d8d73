import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CalculatePriceResponse } from '../../../../domain/api/pricing';
import { centsFromDollars, formatVisitorAud } from '../../../../domain/money';
import { perPersonCents, seatsFilled } from '../../../../domain/per-person';
import type { PriceBreakdown } from '../../../../domain/price-breakdown';
import { formatPageDay } from '../../../lib/page-dates';

/** What the card reads of a priced answer besides its breakdown: its lines and the day it is for (decision 0063). */
export type PricedDay = Pick<CalculatePriceResponse, 'lines' | 'priceDate' | 'dateGiven'>;

const row = 'flex items-center justify-between gap-4';

/**
 * Base price, booking fee, total and per person, the day the price is for (a trip's: its first leg's, and what
 * it includes besides the legs), and "What's included" folded under them. A charter is priced per aircraft, so per person divides the total by the party the visitor said flies
 * ("Who's flying?"), never by more than the seats.
 */
export function EstimateBreakdown({ breakdown, quote, capacity, people, note }: { breakdown: PriceBreakdown; quote: PricedDay; capacity: number; people: number; note?: string | null }) {
  const { t, i18n } = useTranslation('booking');
  const seats = seatsFilled(people, capacity);
  const aud = (dollars: number) => formatVisitorAud(centsFromDollars(dollars), i18n.language);

  return (
    <div className="grid gap-3">
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
      <p className="text-sm text-muted-foreground" data-testid="estimate-price-date">
        {quote.dateGiven ? t('estimate.priceForDay', { day: formatPageDay(quote.priceDate, i18n.language) }) : t('estimate.priceForToday')}
      </p>
      {note && (
        <p className="text-sm text-muted-foreground" data-testid="estimate-summary">
          {note}
        </p>
      )}
      <IncludedLines lines={quote.lines} />
    </div>
  );
}

/**
 * "What's included": the answer's lines (flight, adjustments, fee, and any kind the API adds later), each by
 * its own label in the visitor's language, folded away until asked for. A native disclosure: the keyboard and
 * screen readers know it, and it costs the first load nothing.
 */
function IncludedLines({ lines }: { lines: PricedDay['lines'] }) {
  const { t, i18n } = useTranslation('booking');
  if (lines.length === 0) return null;
  return (
    <details className="group rounded-md border text-sm" data-testid="estimate-included">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-md px-3 py-2 font-medium focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        {t('estimate.included')}
        <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <dl className="grid gap-1 border-t px-3 py-2">
        {lines.map((line, index) => (
          <div key={`${line.kind}-${index}`} className={row} data-testid="estimate-line">
            <dt className="text-muted-foreground">{line.label}</dt>
            {/* An amount that lowers the price reads as a discount: signed, and set apart. */}
            <dd className={`tabular-nums ${line.amount < 0 ? 'font-semibold text-success' : 'font-medium'}`}>{formatVisitorAud(line.amount, i18n.language)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
