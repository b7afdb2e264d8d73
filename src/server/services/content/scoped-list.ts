import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../domain/app-context';
import type { Database } from '../../db/database';
import { regions } from '../../db/schema';

export interface Scope {
  regionId?: number | undefined;
  appContext?: AppContext | undefined;
  /** A staff preview: draft regions read like live ones (decision 0044). */
  drafts?: boolean | undefined;
}

type ScopedTable = PgTable & {
  id: PgColumn;
  regionId: PgColumn;
  isActive: PgColumn;
  displayOrder: PgColumn;
  appContext?: PgColumn;
};

async function readableRegionIds(db: Database, drafts: boolean): Promise<number[]> {
  const rows = await db.select({ id: regions.id }).from(regions).where(drafts ? undefined : eq(regions.isActive, true));
  return rows.map((r) => r.id);
}

/**
 * Active rows of a region-scoped table, in displayOrder. A region that is unknown or a draft (outside a preview) shows
 * nothing. `regionNullMeansAll` is for tables whose rows may belong to every region (regionId null).
 * The twin context falls back to the main rows when staff have not made twin ones for that region yet.
 */
export async function listScoped<T extends ScopedTable>(
  db: Database,
  table: T,
  scope: Scope,
  options: { regionNullMeansAll?: boolean } = {},
): Promise<T['$inferSelect'][]> {
  const activeIds = await readableRegionIds(db, scope.drafts === true);
  if (scope.regionId !== undefined && !activeIds.includes(scope.regionId)) return [];
  if (activeIds.length === 0) return [];
  const regionIds = scope.regionId !== undefined ? [scope.regionId] : activeIds;
  const regionCondition = options.regionNullMeansAll
    ? or(inArray(table.regionId, regionIds), isNull(table.regionId))
    : inArray(table.regionId, regionIds);

  const run = (context: AppContext | undefined) => {
    const conditions: (SQL | undefined)[] = [eq(table.isActive, true), regionCondition];
    if (table.appContext && context) conditions.push(eq(table.appContext, context));
    return (db as unknown as { select: () => { from: (t: PgTable) => { where: (c: SQL | undefined) => { orderBy: (...c: SQL[]) => Promise<T['$inferSelect'][]> } } } })
      .select()
      .from(table)
      .where(and(...conditions))
      .orderBy(asc(table.displayOrder), asc(table.id));
  };

  if (!table.appContext) return run(undefined);
  const context = scope.appContext ?? 'main';
  const rows = await run(context);
  if (rows.length === 0 && context === 'twin') return run('main');
  return rows;
}
