import type { InquiryLeg } from '../../../domain/api/trip';
import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, numeric, pgSequence, pgTable, pgView, serial, text, timestamp, varchar, index } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';
import { appContext, createdAt, money, rowVersion } from './columns';
import { regions } from './locations';

/**
 * Rows visitors create. Each carries the Idempotency-Key it was sent with (unique) and a hash of the
 * request, so a retried POST never makes a second row and a reused key with another body is refused.
 */
const idempotency = () => ({
  idempotencyKey: varchar('idempotency_key', { length: 200 }).unique(),
  requestHash: varchar('request_hash', { length: 64 }),
});
const regionRef = () => integer('region_id').references(() => regions.id, { onDelete: 'set null' });

/**
 * One numbering for every visitor request (booking requests and WeChat requests alike), so a reference
 * such as CF-000123 names exactly one inquiry whichever inbox it sits in.
 */
export const inquiryReferenceSequence = pgSequence('inquiry_reference_seq', { startWith: 1, increment: 1 });
/**
 * 'CF-' and the next number, zero-padded to at least six digits and never cut (to_char's 9s print a digit
 * only when there is one, its 0s always). A database default, so existing rows get one when the column is
 * added and every insert gets one in the same statement.
 */
const reference = () =>
  varchar('reference', { length: 24 })
    .notNull()
    .unique()
    .default(sql`('CF-' || to_char(nextval('inquiry_reference_seq'), 'FM999999999000000'))`);

/**
 * The work queue's columns (docs/product.md §2.7 (Inquiries)): who follows the inquiry up, and by which day. The
 * same names on both tables and in the `inquiries` view below.
 */
const workQueue = () => ({
  assignedTo: integer('assigned_to').references(() => adminUsers.id, { onDelete: 'set null' }),
  /** YYYY-MM-DD: the day to follow up by; "due today" lists this day and every earlier one. */
  followUpOn: date('follow_up_on'),
});

/**
 * The visitor's own link to the request (/requests/<token>, decision 0056): the SHA-256 of its token, never
 * the token; and when the visitor cancelled the request there.
 */
const visitorLink = () => ({
  linkTokenHash: varchar('link_token_hash', { length: 64 }).unique(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});

export const INQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;

export interface BookingAddOns {
  experiences?: string[];
  pilotTraining?: string[];
  connectingServices?: string[];
}

export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: serial('id').primaryKey(),
    reference: reference(),
    aircraftType: varchar('aircraft_type', { length: 40 }),
    flightType: varchar('flight_type', { length: 20 }),
    departure: text('departure'),
    destination: text('destination'),
    /** The whole party (adults + children); adults are passengers - children. */
    passengers: integer('passengers').notNull().default(1),
    /** Under 12 (the WeChat form's age split). */
    children: integer('children').notNull().default(0),
    /** The party's and its bags' weights in kg, when the visitor gave them. */
    passengerWeightKg: numeric('passenger_weight_kg', { precision: 8, scale: 1, mode: 'number' }),
    baggageKg: numeric('baggage_kg', { precision: 8, scale: 1, mode: 'number' }),
    date: date('date'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email').notNull(),
    specialRequests: text('special_requests'),
    addOns: jsonb('add_ons').$type<BookingAddOns>().notNull().default({}),
    /** A trip of several legs the visitor priced (POST /api/calculate-trip, decision 0070); null for one flight. */
    legs: jsonb('legs').$type<InquiryLeg[]>(),
    estimate: text('estimate'),
    /**
     * The experience the visitor booked (its Book Flight), and its title as it was then, so the record reads the
     * same after the experience is renamed or deleted; no foreign key for that reason (decision 0054).
     */
    experienceId: integer('experience_id'),
    experienceTitle: text('experience_title'),
    isCustomRoute: boolean('is_custom_route').notNull().default(false),
    /** The visitor asked for a firm quote (the estimate card's action), not only a question (docs/product.md §10). */
    wantsQuote: boolean('wants_quote').notNull().default(false),
    regionId: regionRef(),
    appContext: appContext(),
    language: varchar('language', { length: 5 }).notNull().default('en'),
    partner: varchar('partner', { length: 100 }),
    status: varchar('status', { length: 20 }).notNull().default('new'),
    /** The latest note of the timeline (inquiry_events), kept for the lists and older API clients. */
    notes: text('notes'),
    ...workQueue(),
    ...visitorLink(),
    ...idempotency(),
    createdAt: createdAt(),
    ...rowVersion(),
  },
  (t) => [
    index('booking_requests_created_idx').on(t.createdAt),
    index('booking_requests_status_idx').on(t.status, t.createdAt),
    index('booking_requests_assigned_idx').on(t.assignedTo, t.createdAt),
    index('booking_requests_follow_up_idx').on(t.followUpOn),
  ],
);

export const wechatRequests = pgTable(
  'wechat_requests',
  {
    id: serial('id').primaryKey(),
    reference: reference(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    departureDate: date('departure_date').notNull(),
    returnDate: date('return_date'),
    passengersOver12: integer('passengers_over_12').notNull().default(0),
    passengersUnder12: integer('passengers_under_12').notNull().default(0),
    totalPassengerWeight: numeric('total_passenger_weight', { precision: 8, scale: 1 }).notNull().default('0'),
    totalBagWeight: numeric('total_bag_weight', { precision: 8, scale: 1 }).notNull().default('0'),
    aircraftType: varchar('aircraft_type', { length: 40 }),
    flightType: varchar('flight_type', { length: 20 }),
    departure: text('departure'),
    destination: text('destination'),
    estimate: text('estimate'),
    flightTime: text('flight_time'),
    distance: text('distance'),
    regionId: regionRef(),
    language: varchar('language', { length: 5 }).notNull().default('zh'),
    partner: varchar('partner', { length: 100 }),
    status: varchar('status', { length: 20 }).notNull().default('new'),
    /** The latest note of the timeline (inquiry_events), kept for the lists and older API clients. */
    notes: text('notes'),
    ...workQueue(),
    ...visitorLink(),
    ...idempotency(),
    createdAt: createdAt(),
    ...rowVersion(),
  },
  (t) => [
    index('wechat_requests_created_idx').on(t.createdAt),
    index('wechat_requests_status_idx').on(t.status, t.createdAt),
    index('wechat_requests_assigned_idx').on(t.assignedTo, t.createdAt),
    index('wechat_requests_follow_up_idx').on(t.followUpOn),
  ],
);

export const bookingClicks = pgTable(
  'booking_clicks',
  {
    id: serial('id').primaryKey(),
    aircraftType: varchar('aircraft_type', { length: 40 }),
    flightType: varchar('flight_type', { length: 20 }),
    departure: text('departure'),
    destination: text('destination'),
    estimatedPrice: money('estimated_price'),
    bookingUrl: text('booking_url'),
    regionId: regionRef(),
    appContext: appContext(),
    partner: varchar('partner', { length: 100 }),
    ...idempotency(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_clicks_created_idx').on(t.createdAt)],
);

/**
 * Both inboxes as one list (created by migration 0014): what counts across them, such as inquiries
 * assigned to someone or past their follow-up day, reads this view.
 */
export const inquiries = pgView('inquiries', {
  kind: varchar('kind', { length: 10 }).$type<'booking' | 'wechat'>().notNull(),
  id: integer('id').notNull(),
  reference: varchar('reference', { length: 24 }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  status: varchar('status', { length: 20 }).notNull(),
  assignedTo: integer('assigned_to'),
  followUpOn: date('follow_up_on'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}).existing();
