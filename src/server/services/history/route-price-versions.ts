import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { auditLog, bulkPriceChangeRows, bulkPriceChanges, routeImportRows, routePricing } from '../../db/schema';
import { VERSION_ACTIONS } from './history-entry';

/*
 * A route price's version that a bulk change or an import made (or that its undo put back) has no whole row
 * in the audit log: those writes change the price only (an import may also set the widget HTML and flags, as
 * the file said). Such a version is the price the change's row records, with the other fields as the
 * nearest whole row on record held them (decision 0046).
 */

/** The price version `version` held, as a bulk change or an import recorded it; undefined when none did. */
async function recordedPrice(executor: Executor, id: number, version: number): Promise<string | undefined> {
  const near = [version - 1, version, version + 1];
  const bulk = await executor
    .select({ beforePrice: bulkPriceChangeRows.beforePrice, afterPrice: bulkPriceChangeRows.afterPrice, afterVersion: bulkPriceChangeRows.afterVersion, undoneAt: bulkPriceChanges.undoneAt })
    .from(bulkPriceChangeRows)
    .innerJoin(bulkPriceChanges, eq(bulkPriceChanges.id, bulkPriceChangeRows.changeId))
    .where(and(eq(bulkPriceChangeRows.routePricingId, id), inArray(bulkPriceChangeRows.afterVersion, near)));
  const imported = await executor
    .select({ beforePrice: routeImportRows.beforePrice, afterPrice: routeImportRows.afterPrice, afterVersion: routeImportRows.afterVersion })
    .from(routeImportRows)
    .where(and(eq(routeImportRows.routePricingId, id), inArray(routeImportRows.afterVersion, near)));
  for (const row of [...bulk.map((r) => ({ ...r, undone: r.undoneAt !== null })), ...imported.map((r) => ({ ...r, undone: false }))]) {
    // The version it made; the version before it; the version its undo made (the price before, back).
    if (row.afterVersion === version) return row.afterPrice;
    if (row.beforePrice !== null && row.afterVersion === version + 1) return row.beforePrice;
    if (row.beforePrice !== null && row.undone && row.afterVersion === version - 1) return row.beforePrice;
  }
  return undefined;
}

const ofPrice = (id: number) => and(eq(auditLog.entity, 'route_pricing'), eq(auditLog.entityId, String(id)));

/** The whole row on record nearest to `version`: the last one written at or before it, else the first one read after it, else the price as it is now. */
async function nearestRow(executor: Executor, id: number, version: number): Promise<Record<string, unknown> | undefined> {
  const wanted = String(version);
  const [older] = await executor
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(ofPrice(id), inArray(auditLog.action, [...VERSION_ACTIONS]), sql`(${auditLog.after}->>'version')::integer <= ${wanted}::integer`))
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (older) return older.after as Record<string, unknown>;
  const [newer] = await executor
    .select({ before: auditLog.before })
    .from(auditLog)
    .where(and(ofPrice(id), sql`(${auditLog.before}->>'version')::integer >= ${wanted}::integer`))
    .orderBy(asc(auditLog.id))
    .limit(1);
  if (newer) return newer.before as Record<string, unknown>;
  const [now] = await executor.select().from(routePricing).where(eq(routePricing.id, id));
  return now as Record<string, unknown> | undefined;
}

/** Route price `id` as version `version` held it, from a bulk change's or an import's row; undefined when neither recorded it. */
export async function recordedPriceVersion(executor: Executor, id: number, version: number): Promise<Record<string, unknown> | undefined> {
  const price = await recordedPrice(executor, id, version);
  if (price === undefined) return undefined;
  const row = await nearestRow(executor, id, version);
  return row && { ...row, price, version };
}
