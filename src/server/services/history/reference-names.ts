import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { adminUsers, departureLocations, destinations, regions } from '../../db/schema';
import { REFERENCE_FIELDS, type ReferenceNames, type ReferenceTable } from './history-values';

const TABLES = { regions, departure_locations: departureLocations, destinations } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The ids of other items a page of entries names (a route price's departure, a region's default destination …), by table. */
function referencedIds(sides: unknown[]): Map<ReferenceTable, Set<number>> {
  const ids = new Map<ReferenceTable, Set<number>>();
  for (const side of sides) {
    if (!isRecord(side)) continue;
    for (const [field, table] of Object.entries(REFERENCE_FIELDS)) {
      const id = side[field];
      if (typeof id === 'number') ids.set(table, (ids.get(table) ?? new Set()).add(id));
    }
  }
  return ids;
}

/** The names of the items a page of entries names: one read per table, whatever the page's length. */
export async function referenceNames(executor: Executor, sides: unknown[]): Promise<ReferenceNames> {
  const names: ReferenceNames = new Map();
  for (const [table, ids] of referencedIds(sides)) {
    const source = TABLES[table];
    const rows = await executor.select({ id: source.id, name: source.name }).from(source).where(inArray(source.id, [...ids]));
    names.set(table, new Map(rows.map((row) => [row.id, row.name])));
  }
  return names;
}

/** The name of the staff account with this e-mail, when it has one. */
export async function staffNameOf(executor: Executor, email: string | null): Promise<string | null> {
  if (!email) return null;
  const [row] = await executor.select({ name: adminUsers.name }).from(adminUsers).where(eq(adminUsers.email, email.toLowerCase()));
  return row?.name?.trim() || null;
}
