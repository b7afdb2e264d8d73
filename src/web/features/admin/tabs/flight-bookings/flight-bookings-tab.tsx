import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { BOOKING_STATUS_LABELS, type BookingSummary } from '../../../../../domain/api/admin/bookings';
import { BOOKING_STATUSES } from '../../../../../domain/bookings/booking-status';
import { formatAud } from '../../../../../domain/money';
import { Button } from '../../../../components/ui/button';
import { FilterSelect } from '../../components/filter-select';
import { QueryState } from '../../components/query-state';
import { listFlightBookings } from '../../api/flight-bookings';
import { adminKeys } from '../../api/query-keys';
import { FlightBookingDetail } from './flight-booking-detail';

const STATUS_OPTIONS = [{ value: '', label: 'Every status' }, ...BOOKING_STATUSES.map((s) => ({ value: s, label: BOOKING_STATUS_LABELS[s] }))];

function BookingRow({ booking, onOpen }: { booking: BookingSummary; onOpen(): void }) {
  return (
    <tr className="border-b" data-testid="flight-booking-row">
      <td className="p-2">{booking.flightDate}</td>
      <td className="p-2">
        <Button variant="link" className="h-auto p-0" onClick={onOpen}>
          {booking.quoteReference}
        </Button>
        <div className="text-xs text-muted-foreground">{booking.customerName}</div>
      </td>
      <td className="p-2">{booking.route}</td>
      <td className="p-2" data-testid="flight-booking-status">
        {BOOKING_STATUS_LABELS[booking.status]}
      </td>
      <td className="p-2 text-right">{formatAud(booking.totalCents)}</td>
      <td className="p-2 text-right">{formatAud(booking.paidCents - booking.refundedCents)}</td>
      <td className="p-2 text-right">{booking.due ? `${formatAud(booking.due.amountCents)} (${booking.due.part})` : '—'}</td>
    </tr>
  );
}

/**
 * The Bookings view (docs/product.md §11.3): the pipeline by flight date, filtered by status, with what each
 * booking is worth, what came in and what is due next; a booking opens its manifest, payments, refunds and
 * history, where staff mark a bank transfer received or refund.
 */
export function FlightBookingsTab() {
  const id = useId();
  const [status, setStatus] = useState('');
  const [opened, setOpened] = useState<number | undefined>(undefined);
  const list = useQuery({ queryKey: adminKeys.flightBookings({ status }), queryFn: () => listFlightBookings(status || undefined) });
  if (opened !== undefined) return <FlightBookingDetail id={opened} onClose={() => setOpened(undefined)} />;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Bookings
      </h2>
      <FilterSelect label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
      <QueryState query={list}>
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground" data-testid="flight-booking-counts">
              {BOOKING_STATUSES.filter((s) => data.counts[s]).map((s) => `${BOOKING_STATUS_LABELS[s]}: ${data.counts[s]}`).join(' · ') || 'No bookings yet'}
              {data.provider === 'bank' ? ' · Payments by bank transfer (Stripe is not configured)' : ' · Payments by Stripe Checkout'}
            </p>
            {data.bookings.length === 0 ? (
              <p>No bookings in this status.</p>
            ) : (
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b text-left">
                    <th className="p-2">Flight date</th>
                    <th className="p-2">Quote</th>
                    <th className="p-2">Route</th>
                    <th className="p-2">Status</th>
                    <th className="p-2 text-right">Total</th>
                    <th className="p-2 text-right">Received</th>
                    <th className="p-2 text-right">Due next</th>
                  </tr>
                </thead>
                <tbody>
                  {data.bookings.map((b) => (
                    <BookingRow key={b.id} booking={b} onOpen={() => setOpened(b.id)} />
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
