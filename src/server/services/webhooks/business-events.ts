import { eq } from 'drizzle-orm';
import type { BookingStatus } from '../../../domain/bookings/booking-status';
import type { Executor } from '../../db/database';
import { bookings } from '../../db/schema';
import { emitWebhookEvent } from './emit';

/**
 * The events of docs/product.md §12.1, each written by the service where the change happens, in its transaction.
 * The data names what changed (ids, reference, amounts in integer cents, statuses): an integration reads the
 * rest through the API with an access token. Every event of one booking, from its quote's sending on, has the
 * quote as its subject, so they reach an endpoint in the order they happened.
 */
export const quoteSubject = (quoteId: number) => `quote:${quoteId}`;

export const inquiryCreated = (tx: Executor, inquiry: { kind: 'booking' | 'wechat'; id: number }) =>
  emitWebhookEvent(tx, 'inquiry.created', `inquiry:${inquiry.kind}:${inquiry.id}`, { inquiry });

export const quoteSent = (tx: Executor, quote: { id: number; reference: string; version: number }, at: Date) =>
  emitWebhookEvent(tx, 'quote.sent', quoteSubject(quote.id), { quote }, at);

export const quoteAccepted = (tx: Executor, quote: { id: number; reference: string; version: number }, booking: { id: number; totalCents: number; depositCents: number; flightDate: string }, at: Date) =>
  emitWebhookEvent(tx, 'quote.accepted', quoteSubject(quote.id), { quote, booking }, at);

export const paymentReceived = (
  tx: Executor,
  payment: { id: number; part: string; amountCents: number; method: string },
  booking: { id: number; quoteId: number; status: BookingStatus; paidCents: number; totalCents: number },
  at: Date,
) => emitWebhookEvent(tx, 'payment.received', quoteSubject(booking.quoteId), { payment, booking }, at);

/** A booking that became cancelled or weather_cancelled (record-transition.ts); other moves announce nothing. */
export async function bookingMoved(tx: Executor, bookingId: number, from: BookingStatus | null, to: BookingStatus, actor: string): Promise<void> {
  if (to !== 'cancelled' && to !== 'weather_cancelled') return;
  const [booking] = await tx.select({ quoteId: bookings.quoteId, flightDate: bookings.flightDate }).from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return;
  const by = actor === 'visitor' || actor === 'provider' ? actor : 'staff';
  const type = to === 'cancelled' ? 'booking.cancelled' : 'booking.weather_cancelled';
  await emitWebhookEvent(tx, type, quoteSubject(booking.quoteId), { booking: { id: bookingId, quoteId: booking.quoteId, flightDate: booking.flightDate, from, status: to }, by });
}

/**
 * What the audit log calls the rows that make a price: the prices and rules, and the settings that add lines
 * to every estimate (the region's booking fee, fuel surcharge and levy; the aircraft's home airfields).
 */
const PRICE_ENTITIES = new Set(['route_pricing', 'destination_pricing', 'bulk_price_change', 'price_adjustments', 'pricing_rules', 'region_settings', 'home_airfields']);

/** An airfield makes a price only through its fees (decision 0069): a change of its name or picture is none. */
const AIRFIELD_ENTITIES = new Set(['destination', 'departure_location']);
const AIRFIELD_FEES = ['landingFee', 'parkingFee'] as const;

interface AuditedWrite {
  entity: string;
  action: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** A fee as an amount, so that "45" and "45.00" are the same fee and an absent one is none. */
const feeOf = (row: unknown, fee: (typeof AIRFIELD_FEES)[number]): number | null => {
  const value = (row as Partial<Record<string, unknown>> | null | undefined)?.[fee];
  return value === null || value === undefined ? null : Number(value);
};

const changesPrice = (write: AuditedWrite): boolean =>
  PRICE_ENTITIES.has(write.entity) || (AIRFIELD_ENTITIES.has(write.entity) && AIRFIELD_FEES.some((fee) => feeOf(write.before, fee) !== feeOf(write.after, fee)));

/** Every price write is audited (services/audit/record-audit.ts): the audit entry of a price is its event. */
export async function priceAudited(tx: Executor, entries: AuditedWrite[]): Promise<void> {
  const changes = entries.filter(changesPrice).map((e) => ({ entity: e.entity, action: e.action, id: e.entityId === undefined || e.entityId === null ? null : String(e.entityId) }));
  if (changes.length === 0) return;
  await emitWebhookEvent(tx, 'price.changed', 'pricing', { changes: changes.slice(0, 100), count: changes.length });
}
