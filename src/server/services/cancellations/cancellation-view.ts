import { and, desc, eq, ne } from 'drizzle-orm';
import type { Cancellation } from '../../../domain/api/cancellations';
import { canMove, type BookingStatus } from '../../../domain/bookings/booking-status';
import { cancellationRefund, hoursAhead } from '../../../domain/bookings/cancellation-refund';
import { departureInstant } from '../../../domain/bookings/flight-change';
import type { Language } from '../../../domain/language-codes';
import { formatVisitorAud } from '../../../domain/money';
import type { CancellationBand } from '../../../domain/quotes/quote-shapes';
import type { Executor } from '../../db/database';
import { bookingEvents, type BookingRow, type QuoteVersionRow } from '../../db/schema';
import { CANCELLATION_WORDS, fillWords } from './cancellation-words';

/** What the visitor's cancellation recorded on its event (booking_events.details): the refund owed as it stood then. */
export interface CancellationRecord {
  hoursBefore: number;
  departsAt: string;
  band: CancellationBand | null;
  paidCents: number;
  refundedAtCancel: number;
  refundCents: number;
  feeCents: number;
}

/** The band in the visitor's words: full refund, refund less a fee, or nothing (and from how many hours the next band starts). */
export function bandText(band: CancellationBand | null, bands: readonly CancellationBand[], language: Language): string {
  const words = CANCELLATION_WORDS[language];
  if (!band) return words.noBand;
  if (!band.refundable) {
    const next = bands.filter((b) => b.minHoursBefore > band.minHoursBefore).sort((a, b) => a.minHoursBefore - b.minHoursBefore)[0];
    return fillWords(words.bandNone, { next: next?.minHoursBefore ?? band.minHoursBefore });
  }
  if (band.feeCents === 0) return fillWords(words.bandFull, { hours: band.minHoursBefore });
  return fillWords(words.bandFee, { hours: band.minHoursBefore, amount: formatVisitorAud(band.feeCents, language) });
}

/** The refund the bands give now, for a booking not yet cancelled. */
export function computeCancellation(booking: BookingRow, version: QuoteVersionRow, now: Date): CancellationRecord {
  const departsAt = departureInstant(booking.flightDate, version.itinerary.time);
  const hoursBefore = hoursAhead(departsAt, now);
  const { refundCents, band } = cancellationRefund({ paidCents: booking.paidCents, refundedCents: booking.refundedCents, hoursBefore, bands: version.terms.cancellationBands });
  const refundable = Math.max(0, booking.paidCents - booking.refundedCents);
  return { hoursBefore, departsAt: departsAt.toISOString(), band, paidCents: booking.paidCents, refundedAtCancel: booking.refundedCents, refundCents, feeCents: refundable - refundCents };
}

/** The visitor's cancellation event of a booking, if they cancelled it (not a refund's note on a cancelled booking). */
export async function cancellationRecordOf(db: Executor, bookingId: number): Promise<CancellationRecord | undefined> {
  const [event] = await db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.toStatus, 'cancelled'), ne(bookingEvents.fromStatus, 'cancelled')))
    .orderBy(desc(bookingEvents.id))
    .limit(1);
  return event?.details ? (event.details as unknown as CancellationRecord) : undefined;
}

/** What is still to send back of a recorded cancellation: owed less refunded since, never more than paid less refunded. */
export function refundWaiting(booking: BookingRow, record: CancellationRecord): number {
  if (booking.status !== 'cancelled') return 0;
  const sentSince = booking.refundedCents - record.refundedAtCancel;
  return Math.max(0, Math.min(record.refundCents - sentSince, booking.paidCents - booking.refundedCents));
}

/** The preview (or, once cancelled, the record) as the quote page shows it. */
export function cancellationAnswer(booking: BookingRow, version: QuoteVersionRow, record: CancellationRecord | undefined, now: Date, language: Language): Cancellation {
  const shown = record ?? computeCancellation(booking, version, now);
  const status = booking.status as BookingStatus;
  return {
    status,
    cancelled: record !== undefined,
    cancellable: record === undefined && canMove(status, 'cancelled'),
    flightDate: booking.flightDate,
    departsAt: shown.departsAt,
    hoursBefore: shown.hoursBefore,
    band: shown.band,
    bandText: bandText(shown.band, version.terms.cancellationBands, language),
    paidCents: booking.paidCents,
    refundedCents: booking.refundedCents,
    feeCents: shown.feeCents,
    refundCents: shown.refundCents,
    refundWaitingCents: record ? refundWaiting(booking, record) : 0,
  };
}
