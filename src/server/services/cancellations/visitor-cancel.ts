import { eq } from 'drizzle-orm';
import type { Cancellation } from '../../../domain/api/cancellations';
import { canMove, type BookingStatus } from '../../../domain/bookings/booking-status';
import { quoteRefusalText } from '../../../domain/quotes/quote-refusals';
import type { Language } from '../../../domain/language-codes';
import type { Database, Executor } from '../../db/database';
import { bookings, type BookingRow, type QuoteVersionRow } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { recordTransition } from '../bookings/record-transition';
import { findQuoteBooking } from '../payments/quote-booking';
import { languageOf } from '../payments/payment-words';
import { cancellationAnswer, cancellationRecordOf, computeCancellation } from './cancellation-view';
import { CANCELLATION_WORDS } from './cancellation-words';
import type { BookingChangeOutbox } from './change-emails';

export interface LinkedBooking {
  booking: BookingRow;
  version: QuoteVersionRow;
  language: Language;
  quoteId: number;
}

/** The booking a quote's link opens, or 404 (no quote) / 409 (no booking yet) in the visitor's words. */
export async function bookingOfLink(db: Executor, token: string, requestLanguage: Language): Promise<LinkedBooking> {
  const found = await findQuoteBooking(db, token);
  if (!found) throw notFound(quoteRefusalText('unknown', requestLanguage));
  const language = languageOf(found.quote.language);
  if (!found.booking || !found.version) throw conflict(CANCELLATION_WORDS[language].notAccepted);
  return { booking: found.booking, version: found.version, language, quoteId: found.quote.id };
}

/** GET /api/quotes/{token}/cancellation: the refund the bands give now, or the one recorded when cancelled. */
export async function cancellationPreview(db: Database, token: string, requestLanguage: Language, now: Date): Promise<Cancellation> {
  const { booking, version, language } = await bookingOfLink(db, token, requestLanguage);
  return cancellationAnswer(booking, version, await cancellationRecordOf(db, booking.id), now, language);
}

/**
 * POST /api/quotes/{token}/cancel (docs/product.md §11.5): the booking locked, the refund the bands give
 * computed here and recorded on the 'cancelled' event (so staff see what is owed), e-mails queued in the same
 * transaction. A second call finds the event and answers it again; a booking that cannot be cancelled is a 409.
 */
export async function cancelByVisitor(
  db: Database,
  input: { token: string; requestLanguage: Language; ip: string; now: Date; outbox: BookingChangeOutbox },
): Promise<Cancellation> {
  return db.transaction(async (tx) => {
    const linked = await bookingOfLink(tx, input.token, input.requestLanguage);
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, linked.booking.id)).for('update');
    const earlier = await cancellationRecordOf(tx, booking!.id);
    if (earlier) return cancellationAnswer(booking!, linked.version, earlier, input.now, linked.language);
    const status = booking!.status as BookingStatus;
    if (!canMove(status, 'cancelled')) throw conflict(CANCELLATION_WORDS[linked.language].notCancellable);
    const record = computeCancellation(booking!, linked.version, input.now);
    await recordTransition(tx, { bookingId: booking!.id, from: status, to: 'cancelled', by: { actor: 'visitor', ipAddress: input.ip }, note: 'Cancelled from the quote page', details: { ...record } });
    await input.outbox.queue(tx, { bookingId: booking!.id, change: 'cancelled', key: 'visitor' });
    const [after] = await tx.select().from(bookings).where(eq(bookings.id, booking!.id));
    return cancellationAnswer(after!, linked.version, record, input.now, linked.language);
  });
}
