import type { QuoteTerms } from '../quotes/quote-shapes';
import type { BookingStatus } from './booking-status';

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export interface PaymentSchedule {
  depositCents: number;
  /** YYYY-MM-DD, or null when the deposit is the whole amount. */
  balanceDueOn: string | null;
}

/**
 * What is paid when accepting and when the rest falls due. A flight `fullPaymentWithinDays` away or nearer
 * (counted in whole days from `today`, both YYYY-MM-DD in Australia) is paid in full at once; otherwise the
 * deposit is the percentage rounded to the cent, and the balance falls due `balanceDueDaysBefore` days
 * before the flight, never before today.
 */
export function paymentSchedule(input: { totalCents: number; terms: QuoteTerms; flightDate: string; today: string }): PaymentSchedule {
  const { totalCents, terms } = input;
  const daysAway = dayNumber(input.flightDate) - dayNumber(input.today);
  if (daysAway <= terms.fullPaymentWithinDays || terms.depositPercent >= 100) return { depositCents: totalCents, balanceDueOn: null };
  const depositCents = Math.round((totalCents * terms.depositPercent) / 100);
  return { depositCents, balanceDueOn: balanceDueDay(input.flightDate, input.today, terms.balanceDueDaysBefore) };
}

/** The balance's day: `balanceDueDaysBefore` days before the flight, never before today (a rebooked flight keeps the rule). */
export const balanceDueDay = (flightDate: string, today: string, balanceDueDaysBefore: number): string =>
  isoOfDay(Math.max(dayNumber(today), dayNumber(flightDate) - balanceDueDaysBefore));

export type PaymentPart = 'deposit' | 'balance' | 'full';

export interface NextPayment {
  part: PaymentPart;
  amountCents: number;
}

/** What the visitor pays next, from the booking as the server holds it; null when nothing is due. */
export function nextPayment(booking: { status: BookingStatus; totalCents: number; depositCents: number; paidCents: number }): NextPayment | null {
  const { status, totalCents, depositCents, paidCents } = booking;
  if (status === 'accepted' && paidCents < depositCents) {
    return depositCents >= totalCents ? { part: 'full', amountCents: totalCents - paidCents } : { part: 'deposit', amountCents: depositCents - paidCents };
  }
  if ((status === 'accepted' || status === 'deposit_paid') && paidCents < totalCents) return { part: 'balance', amountCents: totalCents - paidCents };
  return null;
}
