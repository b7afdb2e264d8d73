import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { recordAudit } from '../audit/record-audit';
import { recordTransition } from '../bookings/record-transition';
import type { StaffOrigin } from '../payments/mark-received';
import type { PaymentProvider } from '../payments/provider';
import { refundBooking } from '../payments/refund-booking';
import { formatAud } from '../../../domain/money';
import { cancellationRecordOf, refundWaiting } from './cancellation-view';
import type { BookingChangeOutbox } from './change-emails';

/**
 * POST /api/admin/bookings/{id}/confirm-cancellation (docs/product.md §11.5): staff send back what the
 * visitor's cancellation recorded as owed, through the refund service (never more than paid less refunded,
 * one Idempotency-Key per booking, so a retry is one refund), then close the booking as refunded; nothing owed
 * closes it at once. A booking already closed this way answers as it is.
 */
export async function confirmCancellation(
  db: Database,
  deps: { provider: PaymentProvider; outbox: BookingChangeOutbox; log: FastifyBaseLogger },
  bookingId: number,
  by: StaffOrigin & { adminId: number },
): Promise<void> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw notFound(`There is no booking ${bookingId}`);
  const record = await cancellationRecordOf(db, bookingId);
  if (booking.status === 'refunded' && record) return;
  if (booking.status !== 'cancelled' || !record) throw conflict('Only a booking the visitor cancelled has a cancellation to confirm');
  const amountCents = refundWaiting(booking, record);
  if (amountCents > 0) await refundBooking(db, deps.provider, bookingId, { amountCents, reason: 'cancelled' }, by, `cancellation-${bookingId}`, deps.log);
  await db.transaction(async (tx) => {
    const [now] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    // The refund service closes a booking refunded in full; a fee kept leaves it cancelled until here.
    if (now?.status === 'cancelled' && refundWaiting(now, record) > 0) throw conflict('Part of the refund did not go through: send the rest from Refunds');
    if (now?.status === 'cancelled') {
      await recordTransition(tx, { bookingId, from: 'cancelled', to: 'refunded', by: { actor: by.email, ipAddress: by.ip }, note: `Cancellation confirmed: ${formatAud(amountCents)} refunded` });
    }
    await recordAudit(tx, { user: { id: by.adminId, email: by.email }, action: 'confirm_cancel', entity: 'booking', entityId: bookingId, after: { refundCents: amountCents } });
    if (amountCents > 0) await deps.outbox.queue(tx, { bookingId, change: 'refunded', key: 'confirm', amountCents, staff: false });
  });
}
