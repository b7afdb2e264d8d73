import { and, desc, eq, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { HistoryEntry } from '../../../domain/api/admin/history';
import type { Executor } from '../../db/database';
import { adminUsers, bulkPriceChangeRows, bulkPriceChanges } from '../../db/schema';
import { restorable } from './history-entry';
import { earlierThanWrite, priceChange, type HistoryStream, type StreamContext, type StreamItem } from './history-streams';

/*
 * A route price's bulk changes (decision 0045) in its History (decision 0046): one audit entry covers every
 * price a change wrote, so the entries are read from the change's rows (before and after price, the version
 * made), by price through bulk_price_change_rows_price_idx. A change and its undo are two entries: the key of
 * change n is 2n, of its undo 2n + 1 (an undo follows its change before any other write to the price: undo
 * is refused once one of its prices changed since).
 */

const applier = alias(adminUsers, 'bulk_applier');
const undoer = alias(adminUsers, 'bulk_undoer');

interface BulkRow {
  changeId: number;
  beforePrice: string | null;
  afterPrice: string;
  afterVersion: number;
  summary: string;
  createdAt: Date;
  createdBy: string | null;
  createdByName: string | null;
  undoneAt: Date | null;
  undoneBy: string | null;
  undoneByName: string | null;
}

const person = (email: string | null, name: string | null): HistoryEntry['who'] => (email === null ? null : { name: name?.trim() || null, email });

function appliedItem(row: BulkRow, context: StreamContext): StreamItem {
  const undone = row.undoneAt === null ? '' : ' (undone since)';
  return {
    key: row.changeId * 2,
    at: row.createdAt,
    entry: {
      key: `b${row.changeId}`,
      id: null,
      action: 'bulk',
      summary: `Bulk change: ${row.summary}${undone}`,
      who: person(row.createdBy, row.createdByName),
      at: row.createdAt.toISOString(),
      version: row.afterVersion,
      changes: priceChange(row.beforePrice, row.afterPrice),
      restorable: restorable(row.afterVersion, context),
    },
    earlier: earlierThanWrite(row, context),
  };
}

/** The undo put the price before back as a new version, or removed the price the change had created. */
function undoneItem(row: BulkRow & { undoneAt: Date }, context: StreamContext): StreamItem {
  const removed = row.beforePrice === null;
  const version = removed ? null : row.afterVersion + 1;
  return {
    key: row.changeId * 2 + 1,
    at: row.undoneAt,
    entry: {
      key: `u${row.changeId}`,
      id: null,
      action: 'bulk_undo',
      summary: removed ? `Removed by undoing the bulk change: ${row.summary}` : `Bulk change undone: ${row.summary}`,
      who: person(row.undoneBy, row.undoneByName),
      at: row.undoneAt.toISOString(),
      version,
      changes: priceChange(row.afterPrice, row.beforePrice),
      restorable: restorable(version, context),
    },
  };
}

export const bulkChangeStream: HistoryStream = {
  async read(executor: Executor, id, before, limit, context) {
    // Change n has keys 2n and 2n + 1: a change with a key below `before` has n <= (before - 1) / 2.
    const below = before === undefined ? undefined : lte(bulkPriceChangeRows.changeId, Math.floor((before - 1) / 2));
    const rows: BulkRow[] = await executor
      .select({
        changeId: bulkPriceChangeRows.changeId,
        beforePrice: bulkPriceChangeRows.beforePrice,
        afterPrice: bulkPriceChangeRows.afterPrice,
        afterVersion: bulkPriceChangeRows.afterVersion,
        summary: bulkPriceChanges.summary,
        createdAt: bulkPriceChanges.createdAt,
        createdBy: bulkPriceChanges.createdBy,
        createdByName: applier.name,
        undoneAt: bulkPriceChanges.undoneAt,
        undoneBy: bulkPriceChanges.undoneBy,
        undoneByName: undoer.name,
      })
      .from(bulkPriceChangeRows)
      .innerJoin(bulkPriceChanges, eq(bulkPriceChanges.id, bulkPriceChangeRows.changeId))
      .leftJoin(applier, eq(applier.email, bulkPriceChanges.createdBy))
      .leftJoin(undoer, eq(undoer.email, bulkPriceChanges.undoneBy))
      .where(and(eq(bulkPriceChangeRows.routePricingId, id), below))
      .orderBy(desc(bulkPriceChangeRows.changeId))
      .limit(limit);
    const items = rows.flatMap((row) => {
      const applied = appliedItem(row, context);
      return row.undoneAt === null ? [applied] : [undoneItem({ ...row, undoneAt: row.undoneAt }, context), applied];
    });
    return items.filter((item) => before === undefined || item.key < before).slice(0, limit);
  },
};
