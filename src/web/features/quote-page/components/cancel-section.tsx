import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useQuoteText } from '../hooks/use-quote-text';
import type { Cancellation } from '../../../../domain/api/cancellations';
import type { PublicQuote } from '../../../../domain/api/quotes';
import { Button } from '../../../components/ui/button';
import { cancelBooking, cancellationQuery, quoteKey } from '../api/quote-api';
import { useQuoteFormats } from './quote-words';

type Booking = NonNullable<PublicQuote['booking']>;
const OPEN: readonly Booking['status'][] = ['accepted', 'deposit_paid', 'paid'];

/** The preview as the server computed it: hours ahead, the band in words, paid, fee and refund. */
function Preview({ preview }: { preview: Cancellation }) {
  const { t } = useQuoteText();
  const { money } = useQuoteFormats();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="cancel-preview">
      <dt>{t('cancel.hoursBefore')}</dt>
      <dd className="tabular-nums">{t('cancel.hours', { count: preview.hoursBefore })}</dd>
      <dt>{t('cancel.band')}</dt>
      <dd data-testid="cancel-band">{preview.bandText}</dd>
      <dt>{t('booking.paid')}</dt>
      <dd className="tabular-nums">{money(preview.paidCents)}</dd>
      <dt>{t('cancel.fee')}</dt>
      <dd className="tabular-nums">{money(preview.feeCents)}</dd>
      <dt>{t('cancel.refund')}</dt>
      <dd className="font-semibold tabular-nums" data-testid="cancel-refund">
        {money(preview.refundCents)}
      </dd>
    </dl>
  );
}

/** After the cancellation: the refund waiting for the operator, or none due. */
function Cancelled({ token }: { token: string }) {
  const { t } = useQuoteText();
  const { money } = useQuoteFormats();
  const read = useQuery(cancellationQuery(token));
  if (!read.data) return null;
  const waiting = read.data.refundWaitingCents;
  return (
    <p role="status" data-testid="cancel-outcome">
      {waiting > 0 ? t('cancel.waiting', { amount: money(waiting) }) : read.data.refundCents > 0 ? t('cancel.sent', { amount: money(read.data.refundCents) }) : t('cancel.noneDue')}
    </p>
  );
}

/**
 * "Cancel this booking" (docs/product.md §11.5): the refund the bands give, as the server computed it, shown
 * before the visitor confirms; the confirmation carries no amount.
 */
export function CancelSection({ token, booking }: { token: string; booking: Booking }) {
  const { t } = useQuoteText();
  const client = useQueryClient();
  const [asked, setAsked] = useState(false);
  const preview = useQuery({ ...cancellationQuery(token), enabled: asked });
  const cancel = useMutation({
    mutationFn: () => cancelBooking(token),
    onSuccess: () => client.invalidateQueries({ queryKey: quoteKey(token) }),
  });
  if (booking.status === 'cancelled') return <Cancelled token={token} />;
  if (!OPEN.includes(booking.status)) return null;
  return (
    <section aria-labelledby="cancel-heading" className="grid gap-3 rounded-lg border border-border p-4" data-testid="cancel-section">
      <h2 id="cancel-heading" className="text-lg font-semibold">
        {t('cancel.heading')}
      </h2>
      {!asked && (
        <Button variant="outline" className="justify-self-start" onClick={() => setAsked(true)} data-testid="cancel-start">
          {t('cancel.start')}
        </Button>
      )}
      {preview.data && <Preview preview={preview.data} />}
      {preview.data && (
        <Button variant="destructive" className="justify-self-start" disabled={cancel.isPending} aria-busy={cancel.isPending} onClick={() => cancel.mutate()} data-testid="cancel-confirm">
          {t('cancel.confirm')}
        </Button>
      )}
      {(preview.isError || cancel.isError) && (
        <p role="alert" className="font-semibold text-destructive">
          {((cancel.error ?? preview.error) as Error | null)?.message.replace(/^\d+: /, '') || t('cancel.failed')}
        </p>
      )}
    </section>
  );
}
