import { eq, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DeleteImpact, ImpactItem } from '../../../domain/api/admin/trash';
import type { Executor } from '../../db/database';
import { departureLocations, destinations, regions } from '../../db/schema';
import type { TrashedRows } from '../../db/schema/trash';
import { collectDependants } from './dependants';

/** How staff know a row: its name or title. */
export const nameOf = (row: Record<string, unknown>): string =>
  String(row.name ?? row.title ?? row.code ?? `#${String(row.id)}`);

const DEFAULTS = [
  { table: departureLocations, column: regions.defaultDepartureLocationId, what: 'default departure' },
  { table: destinations, column: regions.defaultDestinationId, what: 'default destination' },
] as const;

/**
 * A region's default departure or destination is not deleted: the visitor site lands on it. The refusal
 * names the region and what to do first.
 */
export async function regionDefaultRefusal(tx: Executor, table: PgTable, id: number, name: string): Promise<{ items: ImpactItem[]; message: string } | undefined> {
  const rule = DEFAULTS.find((d) => getTableName(d.table) === getTableName(table));
  if (!rule) return undefined;
  const holders = await tx.select({ name: regions.name }).from(regions).where(eq(rule.column, id));
  if (holders.length === 0) return undefined;
  const names = holders.map((r) => r.name).join(' and ');
  return {
    items: holders.map((r) => ({ kind: 'region-default', label: `the ${rule.what} of ${r.name}` })),
    message: `${name} is the ${rule.what} of ${names}. Choose another ${rule.what} in Regions first.`,
  };
}

/** The summary line of a set of rows going with an item. */
export const summaryOf = (rows: TrashedRows, label: string): ImpactItem => ({ kind: rows.kind, count: rows.rows.length, label });

/** GET …/delete-impact of a content item: what goes with it, and whether the delete would be refused. */
export async function contentDeleteImpact(tx: Executor, table: PgTable, row: Record<string, unknown> & { id: number }, extra: ImpactItem[] = []): Promise<DeleteImpact> {
  const dependants = await collectDependants(tx, table, row.id);
  const items = [...extra, ...dependants.map(({ rows, dependant }) => summaryOf(rows, dependant.label(rows.rows.length)))];
  const refusal = await regionDefaultRefusal(tx, table, row.id, nameOf(row));
  if (refusal) return { items: [...items, ...refusal.items], blocked: true, message: refusal.message };
  return { items, blocked: false };
}
