/**
 * A booking's life (docs/product.md §10): accepted -> deposit paid -> paid in full -> flown, or cancelled,
 * refunded or cancelled for weather. Pure: the services ask it before every write, so no code path can make
 * a move the table below does not allow.
 */
export const BOOKING_STATUSES = ['accepted', 'deposit_paid', 'paid', 'flown', 'cancelled', 'refunded', 'weather_cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const MOVES: Record<BookingStatus, readonly BookingStatus[]> = {
  accepted: ['deposit_paid', 'paid', 'cancelled', 'weather_cancelled'],
  deposit_paid: ['paid', 'cancelled', 'weather_cancelled'],
  paid: ['flown', 'cancelled', 'weather_cancelled'],
  flown: [],
  // A cancelled booking with money paid is refunded as the bands say; then it is closed.
  cancelled: ['refunded'],
  refunded: [],
  // The visitor chooses: a new date (back to what was paid) or a full refund.
  weather_cancelled: ['accepted', 'deposit_paid', 'paid', 'refunded'],
};

export const canMove = (from: BookingStatus, to: BookingStatus): boolean => MOVES[from].includes(to);

/** The statuses a booking can still be paid in. */
export const isOpenForPayment = (status: BookingStatus): boolean => status === 'accepted' || status === 'deposit_paid';

/** The status that money received leads to: paid in full once paid covers the total, else deposit paid. */
export function statusAfterPayment(status: BookingStatus, paidCents: number, totalCents: number): BookingStatus {
  if (!isOpenForPayment(status)) return status;
  return paidCents >= totalCents ? 'paid' : 'deposit_paid';
}
