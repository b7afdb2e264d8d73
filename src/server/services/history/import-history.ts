import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { adminUsers, auditLog, routeImportRows } from '../../db/schema';
import { importedFrom, restorable } from './history-entry';
import { earlierThanWrite, priceChange, type HistoryStream } from './history-streams';

/*
 * A route price's spreadsheet imports in its History (decision 0046): the import is one audit entry (who,
 * when, the file), and route_import_rows says what it did to each price (before and after, the version it
 * made), read by price. The key is the import's audit entry id.
 */
export const routeImportStream: HistoryStream = {
  async read(executor: Executor, id, before, limit, context) {
    const rows = await executor
      .select({
        importId: routeImportRows.importId,
        beforePrice: routeImportRows.beforePrice,
        afterPrice: routeImportRows.afterPrice,
        afterVersion: routeImportRows.afterVersion,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
        userEmail: auditLog.userEmail,
        userName: adminUsers.name,
      })
      .from(routeImportRows)
      .innerJoin(auditLog, eq(auditLog.id, routeImportRows.importId))
      .leftJoin(adminUsers, eq(adminUsers.id, auditLog.userId))
      .where(and(eq(routeImportRows.routePricingId, id), before === undefined ? undefined : lt(routeImportRows.importId, before)))
      .orderBy(desc(routeImportRows.importId))
      .limit(limit);
    return rows.map((row) => ({
      key: row.importId,
      at: row.createdAt,
      entry: {
        key: `i${row.importId}`,
        id: row.importId,
        action: 'import',
        summary: importedFrom(row.after),
        who: row.userEmail === null ? null : { name: row.userName?.trim() || null, email: row.userEmail },
        at: row.createdAt.toISOString(),
        version: row.afterVersion,
        changes: priceChange(row.beforePrice, row.afterPrice),
        restorable: restorable(row.afterVersion, context),
      },
      earlier: earlierThanWrite(row, context),
    }));
  },
};
