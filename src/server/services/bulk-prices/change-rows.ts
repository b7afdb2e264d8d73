import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { rowsOf } from '../../db/rows';

/**
 * The route price ids a bulk change wrote, ascending, in one read: the undo and the snapshot patch then walk
 * its rows by id range (db/pace.ts `forEachIdRange`), each statement reading only its range.
 */
export async function changeRowIds(db: Executor, changeId: number): Promise<number[]> {
  const [row] = rowsOf<{ ids: (number | string)[] | null }>(
    await db.execute(sql`select array_agg(route_pricing_id order by route_pricing_id) as ids from bulk_price_change_rows where change_id = ${changeId}`),
  );
  return (row?.ids ?? []).map(Number);
}
