import { eq } from 'drizzle-orm';
import { visitorStatusOf, type VisitorRequest } from '../../../domain/api/visitor-requests';
import type { Executor } from '../../db/database';
import { bookingRequests, wechatRequests } from '../../db/schema';
import { inquiryNames } from '../inquiries/inquiry-names';
import { isLinkTokenShaped, linkTokenHash } from './link-tokens';

type BookingRow = typeof bookingRequests.$inferSelect;
type WechatRow = typeof wechatRequests.$inferSelect;

/** The request a link opens, with its table's row. */
export type LinkedRequest = { kind: 'booking'; row: BookingRow } | { kind: 'wechat'; row: WechatRow };

/**
 * The request a link token opens, or undefined (a malformed token, an unknown one, or a request deleted
 * since). `lock` takes the row for update, for a cancel in the same transaction.
 */
export async function findLinkedRequest(db: Executor, token: string, lock = false): Promise<LinkedRequest | undefined> {
  if (!isLinkTokenShaped(token)) return undefined;
  const hash = linkTokenHash(token);
  const booking = db.select().from(bookingRequests).where(eq(bookingRequests.linkTokenHash, hash));
  const [bookingRow] = await (lock ? booking.for('update') : booking);
  if (bookingRow) return { kind: 'booking', row: bookingRow };
  const wechat = db.select().from(wechatRequests).where(eq(wechatRequests.linkTokenHash, hash));
  const [wechatRow] = await (lock ? wechat.for('update') : wechat);
  return wechatRow ? { kind: 'wechat', row: wechatRow } : undefined;
}

/** The day, the return day and who flies, as each kind of request keeps them. */
function tripOf(linked: LinkedRequest): Pick<VisitorRequest, 'date' | 'returnDate' | 'party'> {
  if (linked.kind === 'booking') {
    const { row } = linked;
    return { date: row.date, returnDate: null, party: { passengers: row.passengers, adults: null, children: null } };
  }
  const { row } = linked;
  const party = { passengers: row.passengersOver12 + row.passengersUnder12, adults: row.passengersOver12, children: row.passengersUnder12 };
  return { date: row.departureDate, returnDate: row.returnDate, party };
}

/** The request as its visitor page shows it: place names, the day, who flies and where it is. */
export async function visitorRequestOf(db: Executor, linked: LinkedRequest, calendarUrl: string): Promise<VisitorRequest> {
  const { row } = linked;
  const names = await inquiryNames(db, { regionId: row.regionId, departure: row.departure, destination: row.destination, addOns: {} });
  const trip = tripOf(linked);
  return {
    reference: row.reference,
    kind: linked.kind,
    departure: names.departure,
    destination: names.destination,
    flightType: row.flightType,
    aircraftType: row.aircraftType,
    ...trip,
    status: visitorStatusOf(row.status, row.cancelledAt),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
    calendarUrl: trip.date ? calendarUrl : null,
  };
}
