import { useQuoteText } from '../hooks/use-quote-text';
import type { PublicQuote } from '../../../../domain/api/quotes';
import { useQuoteFormats } from './quote-words';

/** The terms in words: the deposit rule, each cancellation band from the most hours down, the weather rule. */
export function QuoteTerms({ terms }: { terms: PublicQuote['terms'] }) {
  const { t } = useQuoteText();
  const { money } = useQuoteFormats();
  const bands = [...terms.cancellationBands].sort((a, b) => b.minHoursBefore - a.minHoursBefore);
  return (
    <section aria-labelledby="quote-terms" className="grid gap-2">
      <h2 id="quote-terms" className="text-lg font-semibold">
        {t('terms')}
      </h2>
      <ul className="grid list-disc gap-1 ps-5 text-sm" data-testid="quote-terms">
        <li>{t('deposit', { percent: terms.depositPercent, days: terms.balanceDueDaysBefore })}</li>
        <li>{t('fullPayment', { days: terms.fullPaymentWithinDays })}</li>
        {bands.map((band) => (
          <li key={band.minHoursBefore}>
            {!band.refundable ? t('bandNone') : band.feeCents === 0 ? t('bandRefund', { hours: band.minHoursBefore }) : t('bandFee', { hours: band.minHoursBefore, fee: money(band.feeCents) })}
          </li>
        ))}
        <li>{t('weather')}</li>
      </ul>
    </section>
  );
}
