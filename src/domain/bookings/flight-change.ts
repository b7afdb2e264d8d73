import type { BookingStatus } from './booking-status';

/** Perth keeps UTC+8 all year (no daylight saving): a local time there is one fixed offset from UTC. */
const PERTH_OFFSET = '+08:00';
/** A flight with no departure time counts from 08:00 in Perth, the operator's first departures (docs/product.md §11.5). */
export const DEFAULT_DEPARTURE_TIME = '08:00';

/** The flight's departure instant: its day (YYYY-MM-DD) at its time (HH:MM, else 08:00), both in Perth. */
export const departureInstant = (flightDate: string, time?: string | null): Date => new Date(`${flightDate}T${time || DEFAULT_DEPARTURE_TIME}:00${PERTH_OFFSET}`);

/**
 * Where a booking rebooked after a weather cancellation returns: what its payments say (paid in full, a
 * deposit paid, or nothing yet), as if the weather had never come (docs/product.md §11.5).
 */
export function statusFromPayments(booking: { paidCents: number; refundedCents: number; totalCents: number }): BookingStatus {
  const kept = booking.paidCents - booking.refundedCents;
  if (kept >= booking.totalCents) return 'paid';
  return kept > 0 ? 'deposit_paid' : 'accepted';
}

/** A YYYY-MM-DD day that exists in the calendar (2026-02-30 does not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}
