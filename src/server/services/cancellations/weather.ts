import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BookingStatus } from '../../../domain/bookings/booking-status';
import { isCalendarDay, statusFromPayments } from '../../../domain/bookings/flight-change';
import { balanceDueDay } from '../../../domain/bookings/payment-schedule';
import type { Language } from '../../../domain/language-codes';
import { formatAud } from '../../../domain/money';
import type { Database, Executor } from '../../db/database';
import { bookings, jobs } from '../../db/schema';
import { balanceReminderAt, balanceReminderJob } from '../payments/payment-email-jobs';
import { badRequest, conflict, notFound } from '../../http-errors';
import { recordAudit } from '../audit/record-audit';
import { recordTransition } from '../bookings/record-transition';
import type { StaffOrigin } from '../payments/mark-received';
import type { PaymentProvider } from '../payments/provider';
import { refundBooking } from '../payments/refund-booking';
import { perthToday } from '../quotes/flight-day';
import { CANCELLATION_WORDS } from './cancellation-words';
import { sealedQuoteLink, type BookingChangeOutbox } from './change-emails';
import { bookingOfLink } from './visitor-cancel';

const WEATHER_FROM: readonly BookingStatus[] = ['accepted', 'deposit_paid', 'paid'];

/**
 * POST /api/admin/bookings/{id}/weather-cancel (docs/product.md §11.5): the operator cancels a flight for
 * weather; the visitor is e-mailed their link to choose. Cancelling one already so cancelled changes nothing.
 */
export async function weatherCancel(db: Database, outbox: BookingChangeOutbox, bookingId: number, by: StaffOrigin & { adminId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) throw notFound(`There is no booking ${bookingId}`);
    const status = booking.status as BookingStatus;
    if (status === 'weather_cancelled') return;
    if (!WEATHER_FROM.includes(status)) throw conflict(`A booking that is ${status.replace('_', ' ')} cannot be cancelled for weather`);
    await recordTransition(tx, { bookingId, from: status, to: 'weather_cancelled', by: { actor: by.email, ipAddress: by.ip }, note: `Cancelled for weather (flight ${booking.flightDate})` });
    await recordAudit(tx, { user: { id: by.adminId, email: by.email }, action: 'weather_cancel', entity: 'booking', entityId: bookingId, after: { flightDate: booking.flightDate } });
    const link = await sealedQuoteLink(tx, booking.quoteId);
    await outbox.queue(tx, { bookingId, change: 'weather', key: String(booking.version), staff: false, ...(link ? { sealedLink: link } : {}) });
  });
}

/** The balance reminder still waiting moves to the new balance day (it checks the booking again when it runs). */
async function moveBalanceReminder(tx: Executor, bookingId: number, balanceDueOn: string | null): Promise<void> {
  if (!balanceDueOn) return;
  await tx
    .update(jobs)
    .set({ runAt: balanceReminderAt(balanceDueOn) })
    .where(and(eq(jobs.kind, balanceReminderJob.kind), eq(jobs.dedupeKey, `booking:${bookingId}`), isNull(jobs.doneAt), isNull(jobs.failedAt)));
}

/**
 * POST /api/quotes/{token}/rebook: a weather-cancelled flight moves to the visitor's new day (a real day, not
 * before today in Perth); the booking returns to what its payments say and the balance's day follows the rule
 * of payment-schedule.ts. The same day again answers as it is; any other status is a 409 in words.
 */
export async function rebookFlight(db: Database, input: { token: string; date: string; requestLanguage: Language; ip: string; now: Date; outbox: BookingChangeOutbox }): Promise<void> {
  await db.transaction(async (tx) => {
    const linked = await bookingOfLink(tx, input.token, input.requestLanguage);
    const words = CANCELLATION_WORDS[linked.language];
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, linked.booking.id)).for('update');
    const status = booking!.status as BookingStatus;
    if (status !== 'weather_cancelled') {
      if (booking!.flightDate === input.date && WEATHER_FROM.includes(status)) return;
      throw conflict(words.notWeather);
    }
    if (!isCalendarDay(input.date)) throw badRequest(words.dateInvalid, [{ path: 'date', message: words.dateInvalid }]);
    const today = perthToday(input.now);
    if (input.date < today) throw badRequest(words.datePast, [{ path: 'date', message: words.datePast }]);
    const balanceDueOn = booking!.depositCents >= booking!.totalCents ? null : balanceDueDay(input.date, today, linked.version.terms.balanceDueDaysBefore);
    await tx.update(bookings).set({ flightDate: input.date, balanceDueOn, version: sql`${bookings.version} + 1`, updatedAt: input.now, updatedBy: 'visitor' }).where(eq(bookings.id, booking!.id));
    await moveBalanceReminder(tx, booking!.id, balanceDueOn);
    const to = statusFromPayments(booking!);
    await recordTransition(tx, { bookingId: booking!.id, from: status, to, by: { actor: 'visitor', ipAddress: input.ip }, note: `Rebooked after weather: ${booking!.flightDate} → ${input.date}`, details: { from: booking!.flightDate, to: input.date, balanceDueOn } });
    await input.outbox.queue(tx, { bookingId: booking!.id, change: 'rebooked', key: input.date });
  });
}

/**
 * POST /api/quotes/{token}/weather-refund: everything paid and not yet refunded goes back through the
 * provider (refund-booking.ts, one key per booking so a retry is one refund), and the booking is refunded.
 * Asking again once refunded answers as it is.
 */
export async function weatherRefund(
  db: Database,
  deps: { provider: PaymentProvider; outbox: BookingChangeOutbox; log: FastifyBaseLogger },
  input: { token: string; requestLanguage: Language; ip: string },
): Promise<void> {
  const linked = await bookingOfLink(db, input.token, input.requestLanguage);
  const { booking } = linked;
  if (booking.status === 'refunded') return;
  if (booking.status !== 'weather_cancelled') throw conflict(CANCELLATION_WORDS[linked.language].notWeather);
  const amountCents = booking.paidCents - booking.refundedCents;
  const by = { email: 'visitor', ip: input.ip, adminId: null };
  if (amountCents > 0) await refundBooking(db, deps.provider, booking.id, { amountCents, reason: 'weather' }, by, `weather-${booking.id}`, deps.log);
  await db.transaction(async (tx) => {
    const [now] = await tx.select().from(bookings).where(eq(bookings.id, booking.id)).for('update');
    // Closed only once everything paid is back (a refund the provider refused has already answered 502).
    if (now?.status === 'weather_cancelled' && now.refundedCents >= now.paidCents) {
      await recordTransition(tx, { bookingId: booking.id, from: 'weather_cancelled', to: 'refunded', by: { actor: 'visitor', ipAddress: input.ip }, note: `Full refund after weather: ${formatAud(amountCents)}` });
    }
    await deps.outbox.queue(tx, { bookingId: booking.id, change: 'weather-refunded', key: 'full', amountCents });
  });
}
