import { useMutation } from '@tanstack/react-query';
import { useQuoteText } from '../hooks/use-quote-text';
import type { PayAnswer } from '../../../../domain/api/payments';
import type { PublicQuote } from '../../../../domain/api/quotes';
import { Button } from '../../../components/ui/button';
import { payQuote } from '../api/quote-api';
import { useQuoteFormats } from './quote-words';

type Booking = NonNullable<PublicQuote['booking']>;

const PAY_WORDS = { deposit: 'booking.payDeposit', balance: 'booking.payBalance', full: 'booking.payFull' } as const;

/**
 * The bank details and the reference to quote, when the operator takes transfers (no card provider). Details
 * the operator has not set are never shown blank: the visitor is told in words to contact the operator.
 */
function BankDetails({ answer }: { answer: Extract<PayAnswer, { kind: 'bank' }> }) {
  const { t } = useQuoteText();
  const { money } = useQuoteFormats();
  const amount = money(answer.amountCents);
  const missing = !answer.accountName || !answer.bsb || !answer.accountNumber;
  const missingWords = answer.contactEmail ? t('booking.bankMissingEmail', { amount, email: answer.contactEmail }) : t('booking.bankMissing', { amount });
  return (
    <div className="grid gap-2 rounded-md border border-border p-4" role="region" aria-labelledby="bank-heading" data-testid="bank-details">
      <h3 id="bank-heading" className="font-semibold">
        {t('booking.bankHeading')}
      </h3>
      <p className="text-sm" data-testid={missing ? 'bank-details-missing' : undefined}>
        {missing ? missingWords : t('booking.bankIntro', { amount })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {!missing && (
          <>
            <dt>{t('booking.accountName')}</dt>
            <dd className="font-medium">{answer.accountName}</dd>
            <dt>{t('booking.bsb')}</dt>
            <dd className="font-mono">{answer.bsb}</dd>
            <dt>{t('booking.accountNumber')}</dt>
            <dd className="font-mono">{answer.accountNumber}</dd>
          </>
        )}
        <dt>{t('booking.bankReference')}</dt>
        <dd className="font-mono font-bold">{answer.reference}</dd>
      </dl>
    </div>
  );
}

/**
 * The booking an acceptance made: its status, what was paid, when the balance is due, and the button for what
 * is due next (POST /api/quotes/{token}/pay: to the provider's checkout page, or the bank details). The amount
 * on the button is the server's.
 */
export function BookingPanel({ token, quote, booking }: { token: string; quote: PublicQuote; booking: Booking }) {
  const { t } = useQuoteText();
  const { money, day, moment } = useQuoteFormats();
  const pay = useMutation({
    mutationFn: () => payQuote(token),
    onSuccess: (answer) => {
      if (answer.kind === 'checkout') window.location.assign(answer.url);
    },
  });
  const next = booking.nextPayment;
  const payWords = next ? t(PAY_WORDS[next.part], { amount: money(next.amountCents) }) : null;
  return (
    <section aria-labelledby="booking-heading" className="grid gap-3 rounded-lg border border-primary/40 p-4" data-testid="booking-panel">
      <h2 id="booking-heading" className="text-lg font-semibold">
        {t('booking.heading')}
      </h2>
      {quote.acceptedAt && <p role="status">{t('booking.accepted', { date: moment(quote.acceptedAt) })}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt>{t('booking.status')}</dt>
        <dd className="font-semibold" data-testid="booking-status" data-status={booking.status}>
          {t(`booking.statuses.${booking.status}`)}
        </dd>
        <dt>{t('total')}</dt>
        <dd className="tabular-nums">{money(booking.totalCents)}</dd>
        {booking.depositCents < booking.totalCents && (
          <>
            <dt>{t('booking.deposit')}</dt>
            <dd className="tabular-nums">{money(booking.depositCents)}</dd>
          </>
        )}
        <dt>{t('booking.paid')}</dt>
        <dd className="tabular-nums">{money(booking.paidCents)}</dd>
        {booking.refundedCents > 0 && (
          <>
            <dt>{t('booking.refunded')}</dt>
            <dd className="tabular-nums">{money(booking.refundedCents)}</dd>
          </>
        )}
      </dl>
      {booking.balanceDueOn && next?.part !== 'full' && <p className="text-sm">{t('booking.balanceDue', { date: day(booking.balanceDueOn) })}</p>}
      {next && payWords && (
        <Button className="justify-self-start" disabled={pay.isPending} aria-busy={pay.isPending} onClick={() => pay.mutate()} data-testid="pay-button">
          {pay.isPending ? t('booking.paying') : payWords}
        </Button>
      )}
      {pay.isError && (
        <p role="alert" className="font-semibold text-destructive">
          {t('booking.payFailed')}
        </p>
      )}
      {pay.data?.kind === 'bank' && <BankDetails answer={pay.data} />}
    </section>
  );
}
