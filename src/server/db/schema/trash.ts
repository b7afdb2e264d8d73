import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A row as PostgreSQL's to_jsonb gives it (column names as in the table), and the table it came from. */
export interface TrashedRows {
  table: string;
  /** What this set is to the item: route-prices, destination-prices, flight-types, … */
  kind: string;
  /** cascade: the rows were deleted with the item; set-null: only their link to it was cleared. */
  mode: 'cascade' | 'set-null';
  /** set-null: the column that pointed at the item. */
  column?: string;
  rows: Record<string, unknown>[];
}

/**
 * Deleted items kept for 30 days (decision 0025): the item's row and every row deleted or
 * unlinked with it, as JSON, so a restore puts them back with their original ids. Rows here are no longer
 * in their tables, so nothing public can show them. No foreign keys: the entry outlives what it names.
 */
export const trash = pgTable(
  'trash',
  {
    id: serial('id').primaryKey(),
    /** The API type: destinations, departure-locations, route-pricing, … */
    type: varchar('type', { length: 40 }).notNull(),
    entityId: integer('entity_id').notNull(),
    name: text('name').notNull(),
    regionId: integer('region_id'),
    deletedBy: varchar('deleted_by', { length: 254 }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    item: jsonb('item').$type<TrashedRows>().notNull(),
    dependants: jsonb('dependants').$type<TrashedRows[]>().notNull().default([]),
    /** What went with it, in words: [{ kind, count, label }]. */
    summary: jsonb('summary').$type<{ kind: string; count?: number; label: string }[]>().notNull().default([]),
  },
  (t) => [index('trash_deleted_at_idx').on(t.deletedAt)],
);
