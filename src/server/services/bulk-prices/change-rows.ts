import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';

/**
 * The first and last route price id a bulk change wrote (null: none), read from the ends of its key: the
 * undo and the snapshot patch walk its rows by id range from one to the other (db/pace.ts `forEachIdRange`).
 */
export async function changeRowBounds(db: Executor, changeId: number): Promise<{ first: number; last: number } | null> {
  const [row] = rowsOf<{ first: number | null; last: number | null }>(
    await db.execute(sql`select min(route_pricing_id) as first, max(route_pricing_id) as last from bulk_price_change_rows where change_id = ${changeId}`),
  );
  return row?.first == null || row.last == null ? null : { first: Number(row.first), last: Number(row.last) };
}
