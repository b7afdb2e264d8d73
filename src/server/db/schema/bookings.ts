import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';
import { createdAt, rowVersion } from './columns';
import { quoteAcceptances, quotes } from './quotes';

/**
 * A booking: one record from a quote's acceptance on (decision 0057). Its status moves only through the
 * state machine in domain/bookings/booking-status.ts; every move is a row in booking_events. Amounts are
 * integer cents computed by the server: paid and refunded are sums the payment rows keep in step.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .unique()
      .references(() => quotes.id, { onDelete: 'restrict' }),
    acceptanceId: integer('acceptance_id')
      .notNull()
      .references(() => quoteAcceptances.id, { onDelete: 'restrict' }),
    /** accepted | deposit_paid | paid | flown | cancelled | refunded | weather_cancelled */
    status: varchar('status', { length: 20 }).notNull().default('accepted'),
    flightDate: date('flight_date').notNull(),
    totalCents: integer('total_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    /** YYYY-MM-DD: the day the balance falls due (the reminder with its link goes out then). */
    balanceDueOn: date('balance_due_on'),
    paidCents: integer('paid_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    language: varchar('language', { length: 8 }).notNull().default('en'),
    createdAt: createdAt(),
    ...rowVersion(),
  },
  (t) => [
    index('bookings_status_date_idx').on(t.status, t.flightDate),
    check(
      'bookings_status_known',
      sql`${t.status} in ('accepted', 'deposit_paid', 'paid', 'flown', 'cancelled', 'refunded', 'weather_cancelled')`,
    ),
    check('bookings_amounts_sane', sql`${t.paidCents} >= 0 and ${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.paidCents}`),
  ],
);

/** Every status change of a booking: from, to, who (a staff member, the visitor or the provider), when, where. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    /** 'visitor', 'provider' or a staff e-mail as the audit log keeps it. */
    actor: varchar('actor', { length: 254 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    note: text('note'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);

/**
 * Money in: one row per checkout or bank transfer. `providerRef` is the provider's id for it (a Checkout
 * Session id), unique, so a webhook that arrives twice or before its checkout row finds one row.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** deposit | balance | full */
    part: varchar('part', { length: 10 }).notNull(),
    /** stripe | bank */
    provider: varchar('provider', { length: 10 }).notNull(),
    providerRef: varchar('provider_ref', { length: 255 }).unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('aud'),
    /** pending | paid | expired | failed */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** The method the provider reports (card, alipay, wechat_pay, bank_transfer). */
    method: varchar('method', { length: 40 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Who recorded it: 'provider' for a webhook, a staff e-mail for a bank transfer marked received. */
    recordedBy: varchar('recorded_by', { length: 254 }),
    recordedIp: varchar('recorded_ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_status_known', sql`${t.status} in ('pending', 'paid', 'expired', 'failed')`),
  ],
);

/** Money out: a refund against one payment, never more than that payment's amount left unrefunded. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    providerRef: varchar('provider_ref', { length: 255 }).unique(),
    /** pending | succeeded | failed */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    reason: varchar('reason', { length: 40 }).notNull(),
    /** Makes a retried refund request one refund. */
    idempotencyKey: varchar('idempotency_key', { length: 200 }).unique(),
    requestedBy: varchar('requested_by', { length: 254 }).notNull(),
    requestedIp: varchar('requested_ip', { length: 64 }),
    createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('refunds_amount_positive', sql`${t.amountCents} > 0`)],
);

/**
 * Every provider event handled, by the provider's own id: a replayed webhook finds its row and does nothing.
 * A refused one (a checkout for another amount) keeps why, for staff.
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 10 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    type: varchar('type', { length: 80 }).notNull(),
    /** handled | replayed | ignored | refused: what the event did; refused with its reason in words (§11.2). */
    outcome: varchar('outcome', { length: 16 }).notNull().default('handled'),
    reason: text('reason'),
    /** The booking it was about, when it named one we know. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    receivedAt: createdAt(),
  },
  (t) => [unique('provider_events_provider_event_unique').on(t.provider, t.eventId)],
);

export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
