import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import type { QuoteItinerary, QuoteLine, QuoteParty, QuoteTerms } from '../../../domain/quotes/quote-shapes';
import { adminUsers } from './admin';
import { createdAt, rowVersion } from './columns';
import { regions } from './locations';

/** One numbering for quotes (Q-000123), the words staff and visitors use on the phone. */
export const quoteReferenceSequence = pgSequence('quote_reference_seq', { startWith: 1, increment: 1 });

/**
 * A firm quote (docs/product.md §10, decision 0057): who it is for and where it stands. What it offers lives
 * in its versions; editing a sent quote adds a version, and the link always shows the latest. The link's token
 * is looked up by its SHA-256 and kept beside it sealed (auth/secret-box.ts), so every send answers the same
 * link and a copy of the database without SESSION_SECRET opens no quote.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    reference: varchar('reference', { length: 24 })
      .notNull()
      .unique()
      .default(sql`('Q-' || to_char(nextval('quote_reference_seq'), 'FM999999999000000'))`),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** The token sealed with SESSION_SECRET: a re-send answers the same url; null on quotes made before it was kept. */
    tokenSealed: text('token_sealed'),
    /** The inquiry it answers (CF-…), when made from one; either inbox, so no foreign key. */
    inquiryReference: varchar('inquiry_reference', { length: 24 }),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    /** draft | sent | accepted | withdrawn (domain/quotes/quote-status.ts); expiry is read from the version. */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    currentVersion: integer('current_version').notNull().default(1),
    /** The visitor's language: the page, the e-mails and the lines' labels. */
    language: varchar('language', { length: 8 }).notNull().default('en'),
    customerName: varchar('customer_name', { length: 200 }).notNull(),
    customerEmail: varchar('customer_email', { length: 254 }).notNull(),
    customerPhone: varchar('customer_phone', { length: 40 }),
    createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    ...rowVersion(),
  },
  (t) => [
    index('quotes_status_idx').on(t.status, t.createdAt),
    index('quotes_inquiry_reference_idx').on(t.inquiryReference),
    check('quotes_status_known', sql`${t.status} in ('draft', 'sent', 'accepted', 'withdrawn')`),
  ],
);

/** What a quote offers, one row per version; a version never changes once written. */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    itinerary: jsonb('itinerary').$type<QuoteItinerary>().notNull(),
    /** The aircraft as it was quoted: id, name, seats and payload (kg, luggage included). */
    aircraftTypeId: integer('aircraft_type_id'),
    aircraftName: varchar('aircraft_name', { length: 120 }).notNull(),
    seats: integer('seats').notNull(),
    payloadKg: integer('payload_kg').notNull(),
    party: jsonb('party').$type<QuoteParty>().notNull(),
    /** Integer cents; the server adds them up into total_cents, never the client. */
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The cancellation bands and deposit rule as they stood when this version was written. */
    terms: jsonb('terms').$type<QuoteTerms>().notNull(),
    notes: text('notes'),
    /** In words, what this version changed from the one before (shown on the link). */
    changeSummary: text('change_summary'),
    createdBy: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('quote_versions_quote_version_unique').on(t.quoteId, t.version),
    check('quote_versions_total_nonnegative', sql`${t.totalCents} >= 0`),
  ],
);

/**
 * Who accepted which version, when, from which address and device. One per quote: the unique key is what
 * makes two accepts at once end in one booking.
 */
export const quoteAcceptances = pgTable('quote_acceptances', {
  id: serial('id').primaryKey(),
  quoteId: integer('quote_id')
    .notNull()
    .unique()
    .references(() => quotes.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  /** The full name as typed under "I accept the terms". */
  name: varchar('name', { length: 200 }).notNull(),
  passengers: jsonb('passengers').$type<Array<{ name: string; weightKg: number }>>().notNull(),
  baggageKg: integer('baggage_kg').notNull().default(0),
  ipAddress: varchar('ip_address', { length: 64 }),
  userAgent: varchar('user_agent', { length: 500 }),
  acceptedAt: createdAt(),
});

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteVersionRow = typeof quoteVersions.$inferSelect;
export type QuoteAcceptanceRow = typeof quoteAcceptances.$inferSelect;
