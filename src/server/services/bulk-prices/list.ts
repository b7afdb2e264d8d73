import { desc, eq } from 'drizzle-orm';
import { BULK_CHANGES_LISTED, type BulkPriceChange } from '../../../domain/api/admin/bulk-prices';
import type { Database } from '../../db/database';
import { bulkPriceChanges } from '../../db/schema';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** A stored bulk change as the API answers it. */
export const changeAnswer = (row: typeof bulkPriceChanges.$inferSelect): BulkPriceChange => ({
  id: row.id,
  kind: row.kind,
  summary: row.summary,
  count: row.count,
  createdAt: iso(row.createdAt)!,
  createdBy: row.createdBy,
  undoneAt: iso(row.undoneAt),
  undoneBy: row.undoneBy,
});

/** GET /api/admin/bulk-price-changes?regionId=: the region's latest bulk changes, newest first. */
export async function listBulkChanges(db: Database, regionId: number): Promise<BulkPriceChange[]> {
  const rows = await db
    .select()
    .from(bulkPriceChanges)
    .where(eq(bulkPriceChanges.regionId, regionId))
    .orderBy(desc(bulkPriceChanges.createdAt), desc(bulkPriceChanges.id))
    .limit(BULK_CHANGES_LISTED);
  return rows.map(changeAnswer);
}
