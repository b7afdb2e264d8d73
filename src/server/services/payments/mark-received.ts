import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { MarkPaymentReceived } from '../../../domain/api/admin/bookings';
import type { BookingStatus } from '../../../domain/bookings/booking-status';
import { nextPayment } from '../../../domain/bookings/payment-schedule';
import { formatAud } from '../../../domain/money';
import type { Database } from '../../db/database';
import { bookings, payments } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-errors';
import type { PaymentOutbox } from './payment-outbox';
import { recordPaymentReceived } from './record-payment';

export interface StaffOrigin {
  email: string;
  ip: string;
}

/** A bank transfer's payment ref: per booking and Idempotency-Key, so a retried request finds its first row. */
const bankRef = (bookingId: number, key: string) => `bank:${bookingId}:${key}`;

/**
 * Staff mark a bank transfer received (docs/product.md §11.3): at most what is due for that part (the
 * balance for a balance or full payment), never more than what is left of the total; recorded with who, when
 * and from where, and the same status path and e-mails as a card payment. With an Idempotency-Key a retried
 * request is the first one (the same key for another amount is a 409).
 */
export async function markPaymentReceived(db: Database, bookingId: number, input: MarkPaymentReceived, by: StaffOrigin, key: string | undefined, deps: { outbox: PaymentOutbox; at: Date }): Promise<{ paymentId: number; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) throw notFound(`There is no booking ${bookingId}`);
    const ref = bankRef(bookingId, key ?? randomUUID());
    const [earlier] = await tx.select().from(payments).where(eq(payments.providerRef, ref));
    if (earlier) {
      if (earlier.amountCents !== input.amountCents || earlier.part !== input.part) throw conflict('This Idempotency-Key was already used for a different payment; send a new key');
      return { paymentId: earlier.id, replayed: true };
    }
    const due = nextPayment({ ...booking, status: booking.status as BookingStatus });
    if (!due) throw conflict('Nothing is due on this booking');
    const left = booking.totalCents - booking.paidCents;
    const most = input.part === due.part ? due.amountCents : input.part === 'deposit' ? 0 : left;
    if (most === 0) throw badRequest(`The deposit is already paid: mark the balance instead`, [{ path: 'part', message: 'The deposit is already paid' }]);
    if (input.amountCents > most) {
      const message = `The amount can be at most ${formatAud(most)}: what is due for the ${input.part}, and never more than the ${formatAud(left)} left to pay`;
      throw badRequest(message, [{ path: 'amountCents', message }]);
    }
    // The visitor may have opened the pay link for bank details: that pending row is the one paid.
    const [pending] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.provider, 'bank'), eq(payments.part, input.part), eq(payments.status, 'pending'), eq(payments.amountCents, input.amountCents)));
    const row = pending
      ? (await tx.update(payments).set({ providerRef: ref }).where(eq(payments.id, pending.id)).returning())[0]!
      : (await tx.insert(payments).values({ bookingId, part: input.part, provider: 'bank', providerRef: ref, amountCents: input.amountCents }).returning())[0]!;
    await recordPaymentReceived(tx, {
      paymentId: row.id,
      method: 'bank_transfer',
      by: { actor: by.email, ipAddress: by.ip },
      at: deps.at,
      outbox: deps.outbox,
      note: input.reference ? `Bank transfer ${input.reference}` : 'Bank transfer',
      details: input.reference ? { reference: input.reference } : {},
    });
    return { paymentId: row.id, replayed: false };
  });
}
