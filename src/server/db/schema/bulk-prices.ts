import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';
import { regions } from './locations';

/**
 * One applied bulk price change (decision 0045): what was asked (`operation`, as the API parsed it), in
 * words (`summary`), how many route prices it wrote, and whether it was undone. Its rows say what each
 * price was before, so undo restores exactly those.
 */
export const bulkPriceChanges = pgTable(
  'bulk_price_changes',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).$type<'adjust' | 'copy'>().notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull(),
    operation: jsonb('operation').notNull(),
    count: integer('count').notNull().default(0),
    createdAt: createdAt(),
    createdBy: varchar('created_by', { length: 254 }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: varchar('undone_by', { length: 254 }),
  },
  (t) => [index('bulk_price_changes_region_idx').on(t.regionId, t.createdAt)],
);

/**
 * One route price a bulk change wrote. No foreign key to route_pricing: the price may be deleted later,
 * and undo must then say so rather than lose the record. The route's key is kept for the pricing snapshot,
 * which reloads exactly these keys after an apply or undo.
 */
export const bulkPriceChangeRows = pgTable(
  'bulk_price_change_rows',
  {
    /** The change (bulk_price_changes.id). No foreign key: checked once per row written, it cost more than the write, and a change is never deleted (decision 0051). */
    changeId: integer('change_id').notNull(),
    routePricingId: integer('route_pricing_id').notNull(),
    aircraftType: varchar('aircraft_type', { length: 40 }).notNull(),
    departureLocationId: integer('departure_location_id').notNull(),
    destinationId: integer('destination_id').notNull(),
    flightType: varchar('flight_type', { length: 20 }).notNull(),
    /** null: the change created this price (a copy), so undo removes it. */
    beforePrice: money('before_price'),
    afterPrice: money('after_price').notNull(),
    /** The row's version right after the change: undo goes ahead only while every row still has it. */
    afterVersion: integer('after_version').notNull(),
  },
  // By route price: a price's History reads the changes that wrote it, newest first (decision 0046).
  (t) => [primaryKey({ columns: [t.changeId, t.routePricingId] }), index('bulk_price_change_rows_price_idx').on(t.routePricingId, t.changeId)],
);
