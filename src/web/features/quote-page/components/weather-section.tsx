import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useQuoteText } from '../hooks/use-quote-text';
import type { PublicQuote } from '../../../../domain/api/quotes';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { quoteKey, rebookFlight, weatherRefund } from '../api/quote-api';
import { useQuoteFormats } from './quote-words';

type Booking = NonNullable<PublicQuote['booking']>;

/** Today in Perth (YYYY-MM-DD): the first day the date field offers. */
const perthToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Perth', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * After the operator cancelled for weather (docs/product.md §11.5): the visitor chooses another date (the
 * booking returns to what was paid) or a full refund of everything paid. The server checks the day.
 */
export function WeatherSection({ token, booking }: { token: string; booking: Booking }) {
  const { t } = useQuoteText();
  const { money } = useQuoteFormats();
  const client = useQueryClient();
  const [date, setDate] = useState('');
  const done = (quote: PublicQuote) => client.setQueryData(quoteKey(token), quote);
  const rebook = useMutation({ mutationFn: () => rebookFlight(token, date), onSuccess: done });
  const refund = useMutation({ mutationFn: () => weatherRefund(token), onSuccess: done });
  const error = (rebook.error ?? refund.error) as Error | null;
  if (booking.status !== 'weather_cancelled') return null;
  const kept = booking.paidCents - booking.refundedCents;
  return (
    <section aria-labelledby="weather-heading" className="grid gap-3 rounded-lg border border-accent/60 p-4" data-testid="weather-section">
      <h2 id="weather-heading" className="text-lg font-semibold">
        {t('weatherChoice.heading')}
      </h2>
      <p>{t('weatherChoice.intro')}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          rebook.mutate();
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor="rebook-date">{t('weatherChoice.date')}</Label>
          <Input id="rebook-date" type="date" min={perthToday()} required value={date} onChange={(e) => setDate(e.target.value)} data-testid="rebook-date" />
        </div>
        <Button type="submit" disabled={rebook.isPending || !date} data-testid="rebook-submit">
          {t('weatherChoice.rebook')}
        </Button>
      </form>
      <Button variant="outline" className="justify-self-start" disabled={refund.isPending} onClick={() => refund.mutate()} data-testid="weather-refund">
        {t('weatherChoice.refund', { amount: money(kept) })}
      </Button>
      {error && (
        <p role="alert" className="font-semibold text-destructive">
          {error.message.replace(/^\d+: /, '') || t('cancel.failed')}
        </p>
      )}
    </section>
  );
}
