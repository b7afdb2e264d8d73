import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { auditLog } from './admin';
import { money } from './columns';

/**
 * One route price a spreadsheet import wrote (decision 0046): the price before (null: the import created it)
 * and after, and the version it made. The import itself is its audit entry (`import_id`: who, when, the
 * file's name and counts). Keyed by route price first: a price's History reads its imports newest first. No
 * foreign key to route_pricing: the price may be deleted later, its History stays.
 */
export const routeImportRows = pgTable(
  'route_import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => auditLog.id, { onDelete: 'cascade' }),
    routePricingId: integer('route_pricing_id').notNull(),
    beforePrice: money('before_price'),
    afterPrice: money('after_price').notNull(),
    afterVersion: integer('after_version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.routePricingId, t.importId] })],
);
