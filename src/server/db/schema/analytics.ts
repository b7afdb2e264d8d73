import { integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Estimates answered by POST /api/calculate-price, counted per quarter hour, route and partner (decision 0048):
 * one row per combination that had any, added to in batches, never one row per quote. A quarter hour fits
 * every time zone's midnight, so "since Monday 00:00" is exact wherever the operator is. The route is the
 * places' slugs as the price answer names them ('' for a flight without a destination), the partner '' for
 * the site itself.
 */
export const estimateCounts = pgTable(
  'estimate_counts',
  {
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    departure: text('departure').notNull(),
    destination: text('destination').notNull().default(''),
    partner: varchar('partner', { length: 100 }).notNull().default(''),
    estimates: integer('estimates').notNull(),
  },
  (t) => [primaryKey({ name: 'estimate_counts_pk', columns: [t.periodStart, t.departure, t.destination, t.partner] })],
);
