import { randomUUID } from 'node:crypto';
import { and, asc, eq, like, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RefundRequest } from '../../../domain/api/admin/bookings';
import { canMove, type BookingStatus } from '../../../domain/bookings/booking-status';
import { formatAud } from '../../../domain/money';
import type { Database, Executor } from '../../db/database';
import { bookingEvents, bookings, payments, refunds, type PaymentRow } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http-errors';
import { recordTransition } from '../bookings/record-transition';
import { bankTransferProvider } from './bank-provider';
import type { PaymentProvider } from './provider';
import type { StaffOrigin } from './mark-received';

interface Planned {
  refundId: number;
  payment: PaymentRow;
  amountCents: number;
  key: string;
}

/** What is left to refund of each paid payment, newest first (the balance goes back before the deposit). */
async function refundablePayments(tx: Executor, bookingId: number): Promise<Array<{ payment: PaymentRow; left: number }>> {
  const paid = await tx.select().from(payments).where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid'))).orderBy(asc(payments.id));
  const taken = await tx
    .select({ paymentId: refunds.paymentId, cents: sql<number>`sum(${refunds.amountCents})::int` })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), ne(refunds.status, 'failed')))
    .groupBy(refunds.paymentId);
  const takenOf = new Map(taken.map((t) => [t.paymentId, Number(t.cents)]));
  return paid.reverse().map((payment) => ({ payment, left: payment.amountCents - (takenOf.get(payment.id) ?? 0) }));
}

/**
 * Reserves the refund in one transaction: checks it against paid less refunded (400 in words), splits it over
 * the paid payments, writes pending refund rows (each with its idempotency key) and adds it to the booking's
 * refunded sum at once, so that two refunds at once cannot both pass the check.
 */
async function planRefund(db: Database, bookingId: number, input: RefundRequest, by: StaffOrigin & { adminId: number | null }, key: string): Promise<Planned[]> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) throw notFound(`There is no booking ${bookingId}`);
    const earlier = await tx.select().from(refunds).where(and(eq(refunds.bookingId, bookingId), like(refunds.idempotencyKey, `${key}:%`)));
    if (earlier.length > 0) return [];
    const refundable = booking.paidCents - booking.refundedCents;
    if (input.amountCents > refundable) {
      const message = `A refund can be at most ${formatAud(refundable)}: what was paid (${formatAud(booking.paidCents)}) less what was refunded (${formatAud(booking.refundedCents)})`;
      throw badRequest(message, [{ path: 'amountCents', message }]);
    }
    let remaining = input.amountCents;
    const planned: Planned[] = [];
    for (const { payment, left } of await refundablePayments(tx, bookingId)) {
      if (remaining === 0) break;
      const amountCents = Math.min(left, remaining);
      if (amountCents <= 0) continue;
      const refundKey = `${key}:${payment.id}`;
      const [row] = await tx
        .insert(refunds)
        .values({ bookingId, paymentId: payment.id, amountCents, reason: input.reason, idempotencyKey: refundKey, requestedBy: by.email, requestedIp: by.ip, createdBy: by.adminId })
        .returning({ id: refunds.id });
      planned.push({ refundId: row!.id, payment, amountCents, key: refundKey });
      remaining -= amountCents;
    }
    await tx.update(bookings).set({ refundedCents: booking.refundedCents + input.amountCents - remaining, version: sql`${bookings.version} + 1`, updatedAt: new Date(), updatedBy: by.email }).where(eq(bookings.id, bookingId));
    return planned;
  });
}

/** After the provider answered: the booking event, and a cancelled booking refunded in full is closed as refunded. */
async function closeRefund(db: Database, bookingId: number, input: RefundRequest, by: StaffOrigin, failedCents: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) return;
    const refundedCents = booking.refundedCents - failedCents;
    await tx.update(bookings).set({ refundedCents }).where(eq(bookings.id, bookingId));
    const status = booking.status as BookingStatus;
    const note = `Refund ${formatAud(input.amountCents - failedCents)} (${input.reason})`;
    const fullyBack = refundedCents >= booking.paidCents;
    if ((status === 'cancelled' || status === 'weather_cancelled') && fullyBack && canMove(status, 'refunded')) {
      await recordTransition(tx, { bookingId, from: status, to: 'refunded', by: { actor: by.email, ipAddress: by.ip }, note });
    } else if (failedCents < input.amountCents) {
      await tx.insert(bookingEvents).values({ bookingId, fromStatus: status, toStatus: status, actor: by.email, ipAddress: by.ip, note, details: { amountCents: input.amountCents - failedCents, reason: input.reason } });
    }
  });
}

/**
 * POST /api/admin/bookings/{id}/refunds (docs/product.md §11.4): never more than paid less refunded, split
 * over the paid payments, each sent back through the provider it came by with an idempotency key (a card
 * payment on its session's PaymentIntent), recorded in refunds. A provider that refuses leaves that part
 * failed and not counted, and the answer is 502 in words. The same Idempotency-Key again changes nothing.
 */
export async function refundBooking(
  db: Database,
  card: PaymentProvider,
  bookingId: number,
  input: RefundRequest,
  by: StaffOrigin & { adminId: number | null },
  idempotencyKey: string | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  const planned = await planRefund(db, bookingId, input, by, idempotencyKey ?? randomUUID());
  if (planned.length === 0) return;
  let failedCents = 0;
  for (const part of planned) {
    const provider = part.payment.provider === 'bank' ? bankTransferProvider : card;
    try {
      if (part.payment.provider !== 'bank' && card.kind !== 'stripe') throw new Error('Stripe is not configured on this server');
      const intent = part.payment.provider === 'bank' || !part.payment.providerRef ? null : (await card.readCheckout(part.payment.providerRef)).paymentIntent;
      const result = await provider.refund({ paymentIntent: intent, amountCents: part.amountCents, idempotencyKey: `refund-${part.key}`, reason: input.reason });
      await db.update(refunds).set({ providerRef: result.id, status: result.status }).where(eq(refunds.id, part.refundId));
      if (result.status === 'failed') failedCents += part.amountCents;
    } catch (error) {
      log.error({ err: error, bookingId, paymentId: part.payment.id, refundId: part.refundId }, 'refund refused by the payment provider');
      await db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, part.refundId));
      failedCents += part.amountCents;
    }
  }
  await closeRefund(db, bookingId, input, by, failedCents);
  if (failedCents > 0) throw new HttpError(502, `The payment provider did not refund ${formatAud(failedCents)} of it; nothing of that part was counted. Try again, or refund it by hand.`);
}
