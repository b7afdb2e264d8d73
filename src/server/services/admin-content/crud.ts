import { and, asc, eq, inArray, isNull, max, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/database';
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../../db/errors';
import {
  accreditationBadges,
  aircraftExperienceImages,
  cachedExperiences,
  connectingServices,
  departureLocations,
  destinations,
  experiences,
  heroImages,
  pilotTrainingCourses,
  regions,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import type { DeleteImpact } from '../../../domain/api/admin/trash';
import { contentDeleteImpact, nameOf, regionDefaultRefusal } from '../trash/delete-impact';
import { moveToTrash } from '../trash/move-to-trash';
import { assertCurrentVersion, goneSinceOpened, nextStamp, type VersionedRow } from '../row-versions/row-versions';
import type { ContentResource, ContentTable, Row } from './resources';

/*
 * Drizzle's builders are typed per table; this service works over any curated content table through the
 * columns they share, so it talks to them through this narrow, loosely typed view.
 */
interface LooseQuery extends PromiseLike<Row[]> {
  where(condition: SQL | undefined): LooseQuery;
  orderBy(...columns: SQL[]): LooseQuery;
  for(strength: 'update'): LooseQuery;
  returning(): LooseQuery;
  set(values: Record<string, unknown>): LooseQuery;
  values(values: Record<string, unknown>): LooseQuery;
}
interface LooseDb {
  select(): { from(table: ContentTable): LooseQuery };
  insert(table: ContentTable): LooseQuery;
  update(table: ContentTable): LooseQuery;
  delete(table: ContentTable): LooseQuery;
}
const loose = (executor: Executor) => executor as unknown as LooseDb;

const column = (table: ContentTable, field: string) => (table as unknown as Record<string, PgColumn | undefined>)[field];

function present(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

const output = (resource: ContentResource, row: Row) => (resource.fromRow ? resource.fromRow(row) : row);

async function assertRegionExists(executor: Executor, regionId: number): Promise<void> {
  const [row] = await executor.select({ id: regions.id }).from(regions).where(eq(regions.id, regionId));
  if (!row) throw badRequest(`Region ${regionId} does not exist`, [{ path: 'regionId', message: 'does not exist' }]);
}

async function assertUnique(executor: Executor, resource: ContentResource, values: Record<string, unknown>, exceptId?: number) {
  for (const rule of resource.unique ?? []) {
    const value = values[rule.field];
    const col = column(resource.table, rule.field);
    if (typeof value !== 'string' || !col) continue;
    const conditions = [eq(col, value), exceptId === undefined ? undefined : ne(resource.table.id, exceptId)];
    const [clash] = await loose(executor).select().from(resource.table).where(and(...conditions));
    if (clash) throw conflict(rule.message(value));
  }
}

/** A region's default departure and destination must be locations of that region. */
async function assertRegionDefaults(executor: Executor, regionId: number | undefined, values: Record<string, unknown>) {
  const checks = [
    { field: 'defaultDepartureLocationId', table: departureLocations, label: 'Default departure' },
    { field: 'defaultDestinationId', table: destinations, label: 'Default destination' },
  ] as const;
  for (const check of checks) {
    const id = values[check.field];
    if (typeof id !== 'number') continue;
    const [row] = await executor.select({ regionId: check.table.regionId }).from(check.table).where(eq(check.table.id, id));
    if (!row || regionId === undefined || row.regionId !== regionId) {
      throw badRequest(`${check.label} ${id} is not a location of this region`, [{ path: check.field, message: 'is not a location of this region' }]);
    }
  }
}

/** Runs a write; a unique or foreign-key clash the checks could not see (a race) becomes a plain 409. */
async function inTransaction<T>(db: Database, resource: ContentResource, work: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    const state = sqlState(error);
    if (state === UNIQUE_VIOLATION) throw conflict(`${resource.label} clashes with an existing one (same unique value)`);
    if (state === FOREIGN_KEY_VIOLATION) throw conflict(`${resource.label} is still in use or refers to something that no longer exists`);
    throw error;
  }
}

/**
 * Where a new item goes when staff do not place it: after the last one of its list (same region and app
 * context), so it never jumps the queue, nor becomes the first (the landing choice) of a context.
 */
async function nextDisplayOrder(tx: Executor, resource: ContentResource, values: Record<string, unknown>): Promise<number> {
  const { table } = resource;
  const conditions: (SQL | undefined)[] = [];
  if (resource.region !== 'none' && table.regionId) {
    conditions.push(values.regionId === null || values.regionId === undefined ? isNull(table.regionId) : eq(table.regionId, values.regionId));
  }
  if (table.appContext) conditions.push(eq(table.appContext, (values.appContext as string | undefined) ?? 'main'));
  const [row] = await tx.select({ last: max(table.displayOrder) }).from(table).where(and(...conditions));
  const last = row?.last as number | null | undefined;
  const first = (resource.createDefaults?.displayOrder as number | undefined) ?? 0;
  return last === null || last === undefined ? first : Math.max(first, last + 1);
}

/** POST /api/{type}: the row as stored. */
export async function createContent(
  db: Database,
  resource: ContentResource,
  user: AuditActor,
  input: Record<string, unknown>,
  queryRegionId: number | undefined,
): Promise<Row> {
  const { regionId: bodyRegionId, ...fields } = input as { regionId?: number | null };
  const values: Record<string, unknown> = { ...resource.createDefaults, ...present(resource.toColumns ? resource.toColumns(fields) : fields) };
  if (resource.region === 'required') {
    const regionId = (bodyRegionId ?? queryRegionId) as number | undefined;
    if (regionId === undefined) throw badRequest('Choose a region first: regionId is required', [{ path: 'regionId', message: 'is required' }]);
    values.regionId = regionId;
  } else if (resource.region === 'optional') {
    values.regionId = bodyRegionId ?? null;
  }
  delete values.version;
  return inTransaction(db, resource, async (tx) => {
    if (typeof values.regionId === 'number') await assertRegionExists(tx, values.regionId);
    const placed = (fields as { displayOrder?: unknown }).displayOrder;
    if (placed === undefined || placed === null) values.displayOrder = await nextDisplayOrder(tx, resource, values);
    await assertUnique(tx, resource, values);
    if (resource.region === 'none') await assertRegionDefaults(tx, undefined, values);
    await resource.references?.check(tx, values);
    const [row] = await loose(tx).insert(resource.table).values({ ...values, updatedBy: user.email }).returning();
    if (!row) throw new Error(`insert into ${resource.entity} returned nothing`);
    await recordAudit(tx, { user, action: 'create', entity: resource.entity, entityId: row.id, after: row });
    return output(resource, row);
  });
}

/** The row with this id as a read sees it; 404 when unknown or (with ?regionId) of another region. */
async function findForRead(executor: Executor, resource: ContentResource, id: number, queryRegionId: number | undefined): Promise<Row> {
  const [row] = await loose(executor).select().from(resource.table).where(eq(resource.table.id, id));
  if (!row || (resource.region === 'required' && queryRegionId !== undefined && row.regionId !== queryRegionId)) {
    throw notFound(`${resource.label} ${id} was not found`);
  }
  return row;
}

/**
 * The row with this id, locked for the write; 404 when unknown or (with ?regionId) of another region; 409
 * when `expected` names another version than the row's.
 */
export async function findForWrite(
  tx: Executor,
  resource: ContentResource,
  id: number,
  queryRegionId: number | undefined,
  expected?: number,
): Promise<Row> {
  const [row] = await loose(tx).select().from(resource.table).where(eq(resource.table.id, id)).for('update');
  const otherRegion = resource.region === 'required' && queryRegionId !== undefined && row && row.regionId !== queryRegionId;
  if (!row) throw goneSinceOpened(resource.label, id, expected);
  if (otherRegion) throw notFound(`${resource.label} ${id} was not found`);
  await assertCurrentVersion(tx, row as Row & VersionedRow, expected, () => output(resource, row));
  return row;
}

/** PUT /api/{type}/:id: fields left out keep their value. */
export async function updateContent(
  db: Database,
  resource: ContentResource,
  user: AuditActor,
  id: number,
  input: Record<string, unknown>,
  queryRegionId: number | undefined,
  expected?: number,
): Promise<Row> {
  const values = present(resource.toColumns ? resource.toColumns(input) : input);
  delete values.version;
  if (resource.region === 'none') delete values.regionId;
  if (resource.region === 'required' && values.regionId === null) delete values.regionId;
  return inTransaction(db, resource, async (tx) => {
    const before = await findForWrite(tx, resource, id, queryRegionId, expected);
    if (typeof values.regionId === 'number' && values.regionId !== before.regionId) await assertRegionExists(tx, values.regionId);
    await assertUnique(tx, resource, values, id);
    if (resource.region === 'none') await assertRegionDefaults(tx, id, values);
    if (resource.references?.fields.some((field) => field in values)) await resource.references.check(tx, { ...before, ...values });
    if (Object.keys(values).length === 0) return output(resource, before);
    const [after] = await loose(tx)
      .update(resource.table)
      .set({ ...values, ...nextStamp(resource.table, user) })
      .where(eq(resource.table.id, id))
      .returning();
    if (!after) throw notFound(`${resource.label} ${id} was not found`);
    await recordAudit(tx, { user, action: 'update', entity: resource.entity, entityId: id, before, after });
    return output(resource, after);
  });
}

/** What still lives in a region; a region is deleted only when empty. */
async function regionContentCount(tx: Executor, regionId: number): Promise<number> {
  const tables = [
    departureLocations,
    destinations,
    experiences,
    cachedExperiences,
    connectingServices,
    pilotTrainingCourses,
    heroImages,
    accreditationBadges,
    aircraftExperienceImages,
  ];
  let total = 0;
  for (const table of tables) {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.regionId, regionId));
    total += Number(row?.n ?? 0);
  }
  return total;
}

const REGION_NOT_EMPTY = 'This region still has content; move or delete it first';

/** GET /api/admin/{type}/:id/delete-impact: what goes with the item, and whether the delete is refused. */
export async function contentDeleteImpactOf(db: Database, resource: ContentResource, id: number, queryRegionId: number | undefined): Promise<DeleteImpact> {
  const row = await findForRead(db, resource, id, queryRegionId);
  const impact = await contentDeleteImpact(db, resource.table, row);
  if (resource.region === 'none' && !impact.blocked && (await regionContentCount(db, id)) > 0) return { ...impact, blocked: true, message: REGION_NOT_EMPTY };
  return impact;
}

/**
 * DELETE /api/{type}/:id: the item and what goes with it move to the Trash (one entry, answered). A region
 * with content, or a region's default departure or destination, is refused with a 409 in plain words.
 */
export async function deleteContent(
  db: Database,
  resource: ContentResource,
  user: AuditActor,
  id: number,
  queryRegionId: number | undefined,
  expected?: number,
): Promise<number> {
  return inTransaction(db, resource, async (tx) => trashContentRow(tx, resource, user, await findForWrite(tx, resource, id, queryRegionId, expected)));
}

/**
 * Moves one locked row (and what goes with it) to the Trash; answers the entry's id. Refused (409) for a
 * region with content and for a region's default departure or destination. Single and bulk deletes share it.
 */
export async function trashContentRow(tx: Executor, resource: ContentResource, user: AuditActor, row: Row): Promise<number> {
  if (resource.region === 'none' && (await regionContentCount(tx, row.id)) > 0) throw conflict(REGION_NOT_EMPTY);
  const refusal = await regionDefaultRefusal(tx, resource.table, row.id, nameOf(row));
  if (refusal) throw conflict(refusal.message);
  return moveToTrash(tx, {
    type: resource.type,
    entity: resource.entity,
    table: resource.table,
    row,
    name: nameOf(row),
    regionId: resource.region === 'none' ? null : ((row.regionId as number | null | undefined) ?? null),
    user,
  });
}

/** POST /api/{type}/reorder: displayOrder = position + 1, all or nothing. */
export async function reorderContent(
  db: Database,
  resource: ContentResource,
  user: AuditActor,
  orderedIds: number[],
  queryRegionId: number | undefined,
): Promise<void> {
  const { table } = resource;
  await inTransaction(db, resource, async (tx) => {
    const rows = await loose(tx).select().from(table).where(inArray(table.id, orderedIds)).orderBy(asc(table.id)).for('update');
    const found = new Map(rows.map((r) => [r.id, r]));
    const unknown = orderedIds.filter((id) => {
      const row = found.get(id);
      return !row || (queryRegionId !== undefined && resource.region === 'required' && row.regionId !== queryRegionId);
    });
    if (unknown.length > 0) {
      const where = queryRegionId !== undefined && resource.region === 'required' ? ` in region ${queryRegionId}` : '';
      throw badRequest(`Cannot reorder: no ${resource.label.toLowerCase()}${where} with id ${unknown.join(', ')}`, [
        { path: 'orderedIds', message: `unknown id ${unknown.join(', ')}` },
      ]);
    }
    const cases = sql.join(
      orderedIds.map((id, index) => sql`when ${id} then ${index + 1}`),
      sql` `,
    );
    const position = sql`(case ${table.id} ${cases} end)::int`;
    // Only the rows that move get a new version: an open form of an item that kept its place stays current.
    await loose(tx)
      .update(table)
      .set({ displayOrder: position, ...nextStamp(table, user) })
      .where(and(inArray(table.id, orderedIds), sql`${table.displayOrder} <> ${position}`));
    await recordAudit(tx, {
      user,
      action: 'reorder',
      entity: resource.entity,
      before: orderedIds.map((id) => ({ id, displayOrder: found.get(id)?.displayOrder })),
      after: orderedIds.map((id, index) => ({ id, displayOrder: index + 1 })),
    });
  });
}
