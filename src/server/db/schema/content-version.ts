import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One row: a counter bumped after every admin write of published content. Every instance on the same
 * PostgreSQL compares it every couple of seconds, so a lost NOTIFY cannot leave an instance's content
 * cache stale for longer than that (docs/decisions/0015-content-cache-coherence.md).
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('content_version_single_row', sql`${table.id} = 1`)],
);
