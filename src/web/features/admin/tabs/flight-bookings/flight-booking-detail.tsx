import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { BOOKING_STATUS_LABELS, paymentMethodLabel, REFUND_REASONS, type BookingDetail } from '../../../../../domain/api/admin/bookings';
import { centsFromDecimalString, decimalStringFromCents, formatAud } from '../../../../../domain/money';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { LabelledSelect } from '../../components/labelled-select';
import { QueryState } from '../../components/query-state';
import { getFlightBooking, markPaymentReceived, refundFlightBooking } from '../../api/flight-bookings';
import { adminKeys } from '../../api/query-keys';
import { useCan } from '../../access/role-access';
import { plainFailure } from '../../no-lost-work/field-errors';
import { CancellationActions } from './cancellation-actions';

const centsOf = (text: string): number | undefined => {
  try {
    return centsFromDecimalString(text);
  } catch {
    return undefined;
  }
};

/** One form: an amount in A$, a choice, an optional text; sent once per key (a double click is one request). */
function MoneyForm({ title, submit, choices, choiceLabel, initial, note, onSend }: { title: string; submit: string; choices: string[]; choiceLabel: string; initial: number; note?: string; onSend(cents: number, choice: string, text: string, key: string): Promise<unknown> }) {
  const id = useId();
  const [amount, setAmount] = useState(decimalStringFromCents(initial));
  const [choice, setChoice] = useState(choices[0] ?? '');
  const [text, setText] = useState('');
  const [key] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | undefined>(undefined);
  const send = useMutation({ mutationFn: (cents: number) => onSend(cents, choice, text, key) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cents = centsOf(amount);
    if (cents === undefined || cents <= 0) return setError('Write the amount in dollars, such as 300.00');
    setError(undefined);
    send.mutate(cents, { onError: (e) => setError(plainFailure(e)) });
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="font-semibold">
        {title}
      </h4>
      <LabelledSelect label={choiceLabel} value={choice} onChange={setChoice}>
        {choices.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </LabelledSelect>
      <label className="grid gap-1 text-xs font-semibold">
        Amount (A$)
        <Input value={amount} inputMode="decimal" onChange={(e) => setAmount(e.target.value)} aria-invalid={error ? true : undefined} />
      </label>
      {note !== undefined && (
        <label className="grid gap-1 text-xs font-semibold">
          {note}
          <Input value={text} maxLength={120} onChange={(e) => setText(e.target.value)} />
        </label>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={send.isPending || send.isSuccess}>
        {submit}
      </Button>
    </form>
  );
}

function History({ booking }: { booking: BookingDetail }) {
  return (
    <Card className="grid gap-2 p-4 text-sm">
      <h4 className="font-semibold">Payments</h4>
      {booking.payments.length === 0 && <p>No payments yet.</p>}
      <ul className="grid gap-1" data-testid="flight-booking-payments">
        {booking.payments.map((p) => (
          <li key={p.id}>
            {formatAud(p.amountCents)} {p.part} · {p.provider} · {p.status}
            {p.method ? ` · ${paymentMethodLabel(p.method)}` : ''}
            {p.paidAt ? ` · ${new Date(p.paidAt).toLocaleString('en-AU')}` : ''}
            {p.recordedBy ? ` · by ${p.recordedBy}` : ''}
          </li>
        ))}
      </ul>
      <h4 className="font-semibold">Refunds</h4>
      {booking.refunds.length === 0 && <p>No refunds.</p>}
      <ul className="grid gap-1">
        {booking.refunds.map((r) => (
          <li key={r.id}>
            {formatAud(r.amountCents)} · {r.reason} · {r.status} · by {r.requestedBy}
          </li>
        ))}
      </ul>
      <h4 className="font-semibold">History</h4>
      <ol className="grid gap-1" data-testid="flight-booking-history">
        {booking.events.map((e) => (
          <li key={e.id}>
            {new Date(e.createdAt).toLocaleString('en-AU')}: {e.fromStatus && e.fromStatus !== e.toStatus ? `${e.fromStatus} → ` : ''}
            {e.toStatus} by {e.actor}
            {e.note ? ` (${e.note})` : ''}
          </li>
        ))}
      </ol>
    </Card>
  );
}

function Body({ booking }: { booking: BookingDetail }) {
  const client = useQueryClient();
  const canRefund = useCan('settings');
  const done = (message: string) => {
    toast({ title: message });
    return client.invalidateQueries({ queryKey: adminKeys.flightBookings() });
  };
  return (
    <div className="grid gap-4">
      <Card className="grid gap-1 p-4 text-sm">
        <p>
          <strong data-testid="flight-booking-detail-status">{BOOKING_STATUS_LABELS[booking.status]}</strong> · flight {booking.flightDate} · {booking.route} · {booking.aircraftName}
        </p>
        <p>
          Total {formatAud(booking.totalCents)} · deposit {formatAud(booking.depositCents)} · received {formatAud(booking.paidCents)} · refunded {formatAud(booking.refundedCents)}
          {booking.due ? ` · due next: ${formatAud(booking.due.amountCents)} (${booking.due.part})` : ''}
          {booking.balanceDueOn ? ` · balance due ${booking.balanceDueOn}` : ''}
        </p>
        <h4 className="mt-2 font-semibold">Manifest</h4>
        <p>
          Accepted by {booking.manifest.acceptedBy} on {new Date(booking.manifest.acceptedAt).toLocaleString('en-AU')} (version {booking.manifest.version})
        </p>
        <ul data-testid="flight-booking-manifest">
          {booking.manifest.passengers.map((p, i) => (
            <li key={i}>
              {p.name}, {p.weightKg} kg
            </li>
          ))}
          <li>Baggage {booking.manifest.baggageKg} kg</li>
        </ul>
      </Card>
      <CancellationActions booking={booking} done={done} />
      <History booking={booking} />
      <div className="grid gap-4 md:grid-cols-2">
        {booking.due && (
          <Card className="p-4">
            <MoneyForm
              key={`pay-${booking.paidCents}`}
              title="Mark payment received"
              submit="Mark payment received"
              choiceLabel="Part"
              choices={[booking.due.part, ...(booking.due.part === 'deposit' ? ['balance'] : [])]}
              initial={booking.due.amountCents}
              note="Transfer reference (optional)"
              onSend={(amountCents, part, reference, key) =>
                markPaymentReceived(booking.id, { part: part as 'deposit', amountCents, ...(reference ? { reference } : {}) }, key).then(() => done('Payment recorded'))
              }
            />
          </Card>
        )}
        {canRefund && booking.refundableCents > 0 && (
          <Card className="p-4">
            <MoneyForm
              key={`refund-${booking.refundedCents}`}
              title="Refund"
              submit="Refund"
              choiceLabel="Reason"
              choices={[...REFUND_REASONS]}
              initial={booking.refundableCents}
              onSend={(amountCents, reason, _text, key) => refundFlightBooking(booking.id, { amountCents, reason: reason as 'other' }, key).then(() => done('Refund sent'))}
            />
          </Card>
        )}
      </div>
    </div>
  );
}

/** One booking: where it stands, the manifest as accepted, payments, refunds, history; marking a transfer and refunding. */
export function FlightBookingDetail({ id, onClose }: { id: number; onClose(): void }) {
  const booking = useQuery({ queryKey: adminKeys.flightBookings({ id }), queryFn: () => getFlightBooking(id) });
  return (
    <section className="grid gap-4" aria-label="Booking">
      <div className="flex items-center gap-4">
        <Button variant="outline" onClick={onClose}>
          Back to bookings
        </Button>
        <h3 className="text-lg font-bold">{booking.data ? `${booking.data.quoteReference} · ${booking.data.customerName}` : 'Booking'}</h3>
      </div>
      <QueryState query={booking}>{(data) => <Body booking={data} />}</QueryState>
    </section>
  );
}
