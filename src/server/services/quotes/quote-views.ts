import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { PublicQuote, QuoteBooking, QuoteDetail, QuoteSummary, QuoteVersionView } from '../../../domain/api/quotes';
import { nextPayment } from '../../../domain/bookings/payment-schedule';
import type { BookingStatus } from '../../../domain/bookings/booking-status';
import { shownQuoteStatus, type QuoteStatus } from '../../../domain/quotes/quote-status';
import type { Executor } from '../../db/database';
import { bookings, quoteAcceptances, quotes, quoteVersions, type BookingRow, type QuoteRow, type QuoteVersionRow } from '../../db/schema';
import { aircraftTypeOfName } from './write-version';

const iso = (at: Date | null) => at?.toISOString() ?? null;
const routeOf = (v: QuoteVersionRow) =>
  v.itinerary.departure.name === v.itinerary.destination.name ? v.itinerary.departure.name : `${v.itinerary.departure.name} → ${v.itinerary.destination.name}`;

export function versionView(v: QuoteVersionRow): QuoteVersionView {
  return {
    version: v.version,
    itinerary: v.itinerary,
    aircraft: { type: aircraftTypeOfName(v.aircraftName), name: v.aircraftName, seats: v.seats, payloadKg: v.payloadKg },
    party: v.party,
    lines: v.lines,
    totalCents: v.totalCents,
    expiresAt: v.expiresAt.toISOString(),
    terms: v.terms,
    notes: v.notes,
    changeSummary: v.changeSummary,
    createdAt: v.createdAt.toISOString(),
  };
}

/** A booking as the quote's page and the admin show it, with what is due next. */
export function bookingView(b: BookingRow): QuoteBooking {
  const status = b.status as BookingStatus;
  return {
    status,
    totalCents: b.totalCents,
    depositCents: b.depositCents,
    paidCents: b.paidCents,
    refundedCents: b.refundedCents,
    balanceDueOn: b.balanceDueOn,
    nextPayment: nextPayment({ status, totalCents: b.totalCents, depositCents: b.depositCents, paidCents: b.paidCents }),
  };
}

export function summaryView(q: QuoteRow, latest: QuoteVersionRow, now: Date): QuoteSummary {
  return {
    id: q.id,
    reference: q.reference,
    status: shownQuoteStatus(q.status as QuoteStatus, latest.expiresAt, now),
    customerName: q.customerName,
    customerEmail: q.customerEmail,
    language: q.language,
    inquiryReference: q.inquiryReference,
    currentVersion: q.currentVersion,
    totalCents: latest.totalCents,
    flightDate: latest.itinerary.date,
    route: routeOf(latest),
    expiresAt: latest.expiresAt.toISOString(),
    createdAt: q.createdAt.toISOString(),
    sentAt: iso(q.sentAt),
    acceptedAt: iso(q.acceptedAt),
    version: q.version,
    updatedAt: iso(q.updatedAt),
    updatedBy: q.updatedBy,
  };
}

/** The latest version of a quote (its currentVersion). */
export async function latestVersion(db: Executor, q: Pick<QuoteRow, 'id' | 'currentVersion'>): Promise<QuoteVersionRow> {
  const [row] = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, q.id)).orderBy(desc(quoteVersions.version)).limit(1);
  if (!row) throw new Error(`quote ${q.id} has no version`);
  return row;
}

async function bookingOf(db: Executor, quoteId: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.quoteId, quoteId));
  return row;
}

/** Everything staff see of one quote; undefined when there is no such quote. */
export async function quoteDetail(db: Executor, id: number, now: Date): Promise<QuoteDetail | undefined> {
  const [q] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!q) return undefined;
  const versions = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, id)).orderBy(asc(quoteVersions.version));
  const [acceptance] = await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, id));
  const booking = await bookingOf(db, id);
  return {
    ...summaryView(q, versions.at(-1)!, now),
    customerPhone: q.customerPhone,
    regionId: q.regionId,
    versions: versions.map(versionView),
    acceptance: acceptance
      ? {
          name: acceptance.name,
          version: acceptance.version,
          passengers: acceptance.passengers,
          baggageKg: acceptance.baggageKg,
          acceptedAt: acceptance.acceptedAt.toISOString(),
          ipAddress: acceptance.ipAddress,
          userAgent: acceptance.userAgent,
        }
      : null,
    booking: booking ? bookingView(booking) : null,
  };
}

/** The quotes list, newest first, each with its latest version's total and expiry (and so its shown status). */
export async function listQuotes(db: Executor, now: Date, status?: QuoteSummary['status']): Promise<QuoteSummary[]> {
  const rows = await db.select().from(quotes).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(500);
  if (rows.length === 0) return [];
  const versions = await db.select().from(quoteVersions).where(inArray(quoteVersions.quoteId, rows.map((r) => r.id)));
  const latest = new Map<number, QuoteVersionRow>();
  for (const v of versions) if (v.version === rows.find((r) => r.id === v.quoteId)?.currentVersion) latest.set(v.quoteId, v);
  const list = rows.filter((r) => latest.has(r.id)).map((r) => summaryView(r, latest.get(r.id)!, now));
  return status ? list.filter((q) => q.status === status) : list;
}

/** The latest version as the visitor reads it at the link, with the booking once accepted. */
export async function publicQuote(db: Executor, q: QuoteRow, now: Date): Promise<PublicQuote> {
  const v = await latestVersion(db, q);
  const booking = q.status === 'accepted' ? await bookingOf(db, q.id) : undefined;
  return {
    reference: q.reference,
    status: shownQuoteStatus(q.status as QuoteStatus, v.expiresAt, now),
    language: q.language,
    customerName: q.customerName,
    version: v.version,
    itinerary: v.itinerary,
    aircraft: { name: v.aircraftName, seats: v.seats, payloadKg: v.payloadKg },
    party: v.party,
    lines: v.lines,
    totalCents: v.totalCents,
    currency: 'AUD',
    expiresAt: v.expiresAt.toISOString(),
    terms: v.terms,
    notes: v.notes,
    changeSummary: v.changeSummary,
    acceptedAt: iso(q.acceptedAt),
    booking: booking ? bookingView(booking) : null,
  };
}
