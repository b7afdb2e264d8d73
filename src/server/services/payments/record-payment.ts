import { eq, sql } from 'drizzle-orm';
import { statusAfterPayment, type BookingStatus } from '../../../domain/bookings/booking-status';
import type { Executor } from '../../db/database';
import { bookings, payments } from '../../db/schema';
import { recordTransition, type TransitionActor } from '../bookings/record-transition';
import { paymentReceived } from '../webhooks/business-events';
import type { PaymentOutbox } from './payment-outbox';

export interface PaymentRecorded {
  /** false when the payment was already recorded as paid: a replayed or repeated event changes nothing. */
  applied: boolean;
  bookingId: number;
  from?: BookingStatus;
  to?: BookingStatus;
}

/**
 * Money received on one payment row, in the caller's transaction (a webhook's or a staff member's): the row
 * becomes paid (method, when, who, from where), the booking's paid sum grows by the row's amount (never by
 * an amount from outside), and its status moves as statusAfterPayment says, audited by recordTransition.
 * Both rows are locked first, so two events for the same payment at once record it once. The e-mails and,
 * when a balance remains, its reminder are queued in the same transaction.
 */
export async function recordPaymentReceived(
  tx: Executor,
  input: { paymentId: number; method: string; by: TransitionActor; at: Date; outbox: PaymentOutbox; note?: string; details?: Record<string, unknown> },
): Promise<PaymentRecorded> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
  if (!payment) throw new Error(`payment ${input.paymentId} does not exist`);
  if (payment.status === 'paid') return { applied: false, bookingId: payment.bookingId };
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId)).for('update');
  if (!booking) throw new Error(`booking ${payment.bookingId} does not exist`);

  await tx
    .update(payments)
    .set({ status: 'paid', method: input.method, paidAt: input.at, recordedBy: input.by.actor, recordedIp: input.by.ipAddress ?? null })
    .where(eq(payments.id, payment.id));
  const paidCents = booking.paidCents + payment.amountCents;
  await tx.update(bookings).set({ paidCents, version: sql`${bookings.version} + 1`, updatedAt: input.at, updatedBy: input.by.actor }).where(eq(bookings.id, booking.id));

  const from = booking.status as BookingStatus;
  const to = statusAfterPayment(from, paidCents, booking.totalCents);
  const details = { paymentId: payment.id, part: payment.part, amountCents: payment.amountCents, provider: payment.provider, ...input.details };
  if (to !== from) await recordTransition(tx, { bookingId: booking.id, from, to, by: input.by, note: input.note, details });
  await input.outbox.paymentReceived(tx, payment.id);
  await paymentReceived(tx, { id: payment.id, part: payment.part, amountCents: payment.amountCents, method: input.method }, { id: booking.id, quoteId: booking.quoteId, status: to, paidCents, totalCents: booking.totalCents }, input.at);
  if (to === 'deposit_paid' && paidCents < booking.totalCents) await input.outbox.balanceReminder(tx, booking);
  return { applied: true, bookingId: booking.id, from, to };
}
