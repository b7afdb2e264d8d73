import { asc, desc, eq, sql } from 'drizzle-orm';
import type { BookingDetail, BookingList, BookingSummary } from '../../../domain/api/admin/bookings';
import type { BookingStatus } from '../../../domain/bookings/booking-status';
import { nextPayment } from '../../../domain/bookings/payment-schedule';
import type { Executor } from '../../db/database';
import { bookingEvents, bookings, payments, quoteAcceptances, quotes, quoteVersions, refunds, type BookingRow, type QuoteAcceptanceRow, type QuoteRow } from '../../db/schema';
import { notFound } from '../../http-errors';
import { routeOf } from './quote-booking';
import { cancellationRecordOf, refundWaiting } from '../cancellations/cancellation-view';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function summaryOf(booking: BookingRow, quote: Pick<QuoteRow, 'reference' | 'customerName' | 'customerEmail'>, route: string): BookingSummary {
  const status = booking.status as BookingStatus;
  return {
    id: booking.id,
    quoteReference: quote.reference,
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    status,
    flightDate: booking.flightDate,
    route,
    totalCents: booking.totalCents,
    depositCents: booking.depositCents,
    paidCents: booking.paidCents,
    refundedCents: booking.refundedCents,
    due: nextPayment({ ...booking, status }),
    balanceDueOn: booking.balanceDueOn,
    language: booking.language,
    createdAt: iso(booking.createdAt)!,
  };
}

/** The latest version's itinerary of each quote, for the route shown in a row. */
const latestVersion = sql`${quoteVersions.version} = (select max(v.version) from quote_versions v where v.quote_id = ${quoteVersions.quoteId})`;

/** GET /api/admin/bookings: the pipeline by flight date (soonest first), filtered by status, with a count per status. */
export async function listBookings(db: Executor, status: BookingStatus | undefined, provider: 'stripe' | 'bank'): Promise<BookingList> {
  const rows = await db
    .select({ booking: bookings, quote: { reference: quotes.reference, customerName: quotes.customerName, customerEmail: quotes.customerEmail }, itinerary: quoteVersions.itinerary })
    .from(bookings)
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .leftJoin(quoteVersions, sql`${quoteVersions.quoteId} = ${bookings.quoteId} and ${latestVersion}`)
    .where(status ? eq(bookings.status, status) : undefined)
    .orderBy(asc(bookings.flightDate), asc(bookings.id))
    .limit(500);
  const counted = await db.select({ status: bookings.status, n: sql<number>`count(*)::int` }).from(bookings).groupBy(bookings.status);
  return {
    bookings: rows.map((r) => summaryOf(r.booking, r.quote, r.itinerary ? routeOf({ itinerary: r.itinerary }) : '')),
    counts: Object.fromEntries(counted.map((c) => [c.status, Number(c.n)])),
    provider,
  };
}

/** Who accepted which version, the passengers and baggage, as the acceptance recorded them. */
function manifestOf(acceptance: QuoteAcceptanceRow | undefined, booking: BookingRow): BookingDetail['manifest'] {
  return {
    acceptedBy: acceptance?.name ?? '',
    acceptedAt: iso(acceptance?.acceptedAt ?? booking.createdAt)!,
    version: acceptance?.version ?? 1,
    passengers: acceptance?.passengers ?? [],
    baggageKg: acceptance?.baggageKg ?? 0,
    ipAddress: acceptance?.ipAddress ?? null,
  };
}

/** GET /api/admin/bookings/{id}: the booking with the manifest as accepted, its payments, refunds and events. */
export async function bookingDetail(db: Executor, id: number): Promise<BookingDetail> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!booking) throw notFound(`There is no booking ${id}`);
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, booking.quoteId));
  const [version] = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, booking.quoteId)).orderBy(desc(quoteVersions.version)).limit(1);
  const [acceptance] = await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.id, booking.acceptanceId));
  const paymentRows = await db.select().from(payments).where(eq(payments.bookingId, id)).orderBy(asc(payments.id));
  const refundRows = await db.select().from(refunds).where(eq(refunds.bookingId, id)).orderBy(asc(refunds.id));
  const events = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id)).orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
  const cancelled = await cancellationRecordOf(db, id);
  return {
    ...summaryOf(booking, quote!, routeOf(version)),
    aircraftName: version?.aircraftName ?? '',
    manifest: manifestOf(acceptance, booking),
    payments: paymentRows.map((p) => ({
      id: p.id,
      part: p.part as BookingDetail['payments'][number]['part'],
      provider: p.provider,
      amountCents: p.amountCents,
      status: p.status,
      method: p.method,
      paidAt: iso(p.paidAt),
      recordedBy: p.recordedBy,
      recordedIp: p.recordedIp,
      reference: p.providerRef,
      createdAt: iso(p.createdAt)!,
    })),
    refunds: refundRows.map((r) => ({ id: r.id, paymentId: r.paymentId, amountCents: r.amountCents, status: r.status, reason: r.reason, requestedBy: r.requestedBy, requestedIp: r.requestedIp, createdAt: iso(r.createdAt)! })),
    events: events.map((e) => ({ id: e.id, fromStatus: e.fromStatus, toStatus: e.toStatus, actor: e.actor, ipAddress: e.ipAddress, note: e.note, createdAt: iso(e.createdAt)! })),
    refundableCents: booking.paidCents - booking.refundedCents,
    cancellation: cancelled ? { hoursBefore: cancelled.hoursBefore, refundCents: cancelled.refundCents, feeCents: cancelled.feeCents, waitingCents: refundWaiting(booking, cancelled) } : null,
  };
}
