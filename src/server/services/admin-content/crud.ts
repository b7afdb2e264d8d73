import { and, eq, inArray, isNull, max, ne, sql, type SQL } from 'drizzle-orm';
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
import { AS_UPDATE, auditedAfter, recordAudit, recordAudits, type AuditActor, type AuditedAs } from '../audit/record-audit';
import type { DeleteImpact } from '../../../domain/api/admin/trash';
import { contentDeleteImpact, nameOf, regionDefaultRefusal } from '../trash/delete-impact';
import { moveToTrash } from '../trash/move-to-trash';
import { assertCurrentVersion, goneSinceOpened, nextStamp } from '../row-versions/row-versions';
import { columnOf, contentRows, type ColumnValues, type ContentTable, type RowOf } from './content-table';
import { fromRow, toColumns, type ContentResource } from './content-tables';
import { assertNewRegionIsDraft, assertRegionMayGoLive } from './region-readiness-checks';

function present(input: ColumnValues): ColumnValues {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

async function assertRegionExists(executor: Executor, regionId: number): Promise<void> {
  const [row] = await executor.select({ id: regions.id }).from(regions).where(eq(regions.id, regionId));
  if (!row) throw badRequest(`Region ${regionId} does not exist`, [{ path: 'regionId', message: 'does not exist' }]);
}

async function assertUnique(executor: Executor, resource: ContentResource, values: ColumnValues, exceptId?: number) {
  for (const rule of resource.unique ?? []) {
    const value = values[rule.field];
    const column = columnOf(resource.table, rule.field);
    if (typeof value !== 'string' || !column) continue;
    const conditions = [eq(column, value), exceptId === undefined ? undefined : ne(resource.table.id, exceptId)];
    const [clash] = await contentRows(executor, resource.table).select(and(...conditions));
    if (clash) throw conflict(rule.message(value), [{ path: rule.field, message: rule.message(value) }]);
  }
}

/** A region's default departure and destination must be locations of that region. */
async function assertRegionDefaults(executor: Executor, regionId: number | undefined, values: ColumnValues) {
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

/**
 * Runs a write; a unique or foreign-key clash the checks could not see (a race) becomes a plain 409. A
 * unique clash names its field when `unique` says what was written: the checks run again, now seeing the
 * row the other write committed.
 */
async function inTransaction<T>(
  db: Database,
  resource: ContentResource,
  work: (tx: Executor) => Promise<T>,
  unique?: { values: ColumnValues; exceptId?: number },
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    const state = sqlState(error);
    if (state === UNIQUE_VIOLATION && unique) await assertUnique(db, resource, unique.values, unique.exceptId);
    if (state === UNIQUE_VIOLATION) throw conflict(`${resource.label} clashes with an existing one (same unique value)`);
    if (state === FOREIGN_KEY_VIOLATION) throw conflict(`${resource.label} is still in use or refers to something that no longer exists`);
    throw error;
  }
}

/** The rows of the same list as `values`: its region (when the type has regions) and its app context. */
function sameList(resource: ContentResource, values: ColumnValues): SQL | undefined {
  const { table } = resource;
  const conditions: (SQL | undefined)[] = [];
  if (resource.region !== 'none' && table.regionId) {
    conditions.push(typeof values.regionId === 'number' ? eq(table.regionId, values.regionId) : isNull(table.regionId));
  }
  if (table.appContext) conditions.push(eq(table.appContext, typeof values.appContext === 'string' ? values.appContext : 'main'));
  return and(...conditions);
}

/**
 * Where a new item goes when staff do not place it: after the last one of its list (same region and app
 * context), so it never jumps the queue, nor becomes the first (the landing choice) of a context.
 */
async function nextDisplayOrder(tx: Executor, resource: ContentResource, values: ColumnValues): Promise<number> {
  const [row] = await tx.select({ last: max(resource.table.displayOrder) }).from(resource.table).where(sameList(resource, values));
  const last = row?.last;
  const first = resource.defaults.displayOrder ?? 0;
  return typeof last === 'number' ? Math.max(first, last + 1) : first;
}

/** The region a new row goes to: the body's, else the query's (required), the body's or every region (optional). */
function regionOfNew(resource: ContentResource, bodyRegionId: unknown, queryRegionId: number | undefined): { regionId?: number | null } {
  const given = typeof bodyRegionId === 'number' ? bodyRegionId : undefined;
  if (resource.region === 'optional') return { regionId: given ?? null };
  if (resource.region === 'none') return {};
  const regionId = given ?? queryRegionId;
  if (regionId === undefined) throw badRequest('Choose a region first: regionId is required', [{ path: 'regionId', message: 'is required' }]);
  return { regionId };
}

/** POST /api/{type}: the row as stored. */
export async function createContent<T extends ContentTable>(
  db: Database,
  resource: ContentResource<T>,
  user: AuditActor,
  input: ColumnValues,
  queryRegionId: number | undefined,
): Promise<RowOf<T>> {
  const { regionId: bodyRegionId, version: _version, ...fields } = input;
  const values: ColumnValues = { ...present(toColumns(resource, fields)), ...regionOfNew(resource, bodyRegionId, queryRegionId) };
  return inTransaction(db, resource, async (tx) => {
    if (typeof values.regionId === 'number') await assertRegionExists(tx, values.regionId);
    if (resource.region === 'none') assertNewRegionIsDraft(values);
    if (values.displayOrder === undefined || values.displayOrder === null) values.displayOrder = await nextDisplayOrder(tx, resource, values);
    await assertUnique(tx, resource, values);
    if (resource.region === 'none') await assertRegionDefaults(tx, undefined, values);
    await resource.references?.check(tx, values);
    const row = await contentRows(tx, resource.table).insert({ ...values, updatedBy: user.email });
    if (!row) throw new Error(`insert into ${resource.auditEntity} returned nothing`);
    await recordAudit(tx, { user, action: 'create', entity: resource.auditEntity, entityId: row.id, after: row });
    return row;
  }, { values });
}

/** Whether a row is out of reach of a request scoped to `queryRegionId` (rows of another region are not found). */
export const otherRegion = (resource: ContentResource, row: { regionId?: number | null }, queryRegionId: number | undefined) =>
  resource.region === 'required' && queryRegionId !== undefined && row.regionId !== queryRegionId;

/** The row with this id as a read sees it; 404 when unknown or (with ?regionId) of another region. */
async function findForRead<T extends ContentTable>(executor: Executor, resource: ContentResource<T>, id: number, queryRegionId: number | undefined): Promise<RowOf<T>> {
  const [row] = await contentRows(executor, resource.table).select(eq(resource.table.id, id));
  if (!row || otherRegion(resource, row, queryRegionId)) throw notFound(`${resource.label} ${id} was not found`);
  return row;
}

/**
 * The row with this id, locked for the write; 404 when unknown or (with ?regionId) of another region; 409
 * when `expected` names another version than the row's.
 */
export async function findForWrite<T extends ContentTable>(
  tx: Executor,
  resource: ContentResource<T>,
  id: number,
  queryRegionId: number | undefined,
  expected?: number,
): Promise<RowOf<T>> {
  const [row] = await contentRows(tx, resource.table).select(eq(resource.table.id, id), { lock: true });
  if (!row) throw goneSinceOpened(resource.label, id, expected);
  if (otherRegion(resource, row, queryRegionId)) throw notFound(`${resource.label} ${id} was not found`);
  await assertCurrentVersion(tx, row, expected, () => fromRow(resource, row));
  return row;
}

/** The columns a PUT changes: fields left out keep their value; the region only where the type allows it. */
function updateValues(resource: ContentResource, input: ColumnValues): ColumnValues {
  const { version: _version, ...fields } = present(toColumns(resource, input));
  if (resource.region === 'none' || (resource.region === 'required' && fields.regionId === null)) delete fields.regionId;
  return fields;
}

/** PUT /api/{type}/:id: the row as stored. A restore of an earlier version writes through here too (`as`). */
export async function updateContent<T extends ContentTable>(
  db: Database,
  resource: ContentResource<T>,
  user: AuditActor,
  id: number,
  input: ColumnValues,
  queryRegionId: number | undefined,
  expected?: number,
  as: AuditedAs = AS_UPDATE,
): Promise<RowOf<T>> {
  const values = updateValues(resource, input);
  return inTransaction(db, resource, async (tx) => {
    const before = await findForWrite(tx, resource, id, queryRegionId, expected);
    if (typeof values.regionId === 'number' && values.regionId !== before.regionId) await assertMayMove(tx, resource, before, values.regionId);
    await assertUnique(tx, resource, values, id);
    if (resource.region === 'none') await assertRegionDefaults(tx, id, values);
    if (resource.references?.fields.some((field) => field in values)) await resource.references.check(tx, { ...before, ...values });
    if (Object.keys(values).length === 0) return before;
    const [after] = await contentRows(tx, resource.table).update({ ...values, ...nextStamp(resource.table, user) }, eq(resource.table.id, id));
    if (!after) throw notFound(`${resource.label} ${id} was not found`);
    // Switching a region on is publishing it: only with every check met, as the changed row now reads.
    if (resource.region === 'none' && after.isActive === true && before.isActive !== true) await assertRegionMayGoLive(tx, id);
    await recordAudit(tx, { user, action: as.action, entity: resource.auditEntity, entityId: id, before, after: auditedAfter(after, as) });
    return after;
  }, { values, exceptId: id });
}

/**
 * Moving an item to another region (a PUT with another regionId): the region must exist, and a region's
 * default departure or destination stays where the region's visitors land until another default is chosen.
 */
async function assertMayMove(tx: Executor, resource: ContentResource, row: { id: number } & Record<string, unknown>, regionId: number): Promise<void> {
  await assertRegionExists(tx, regionId);
  const refusal = await regionDefaultRefusal(tx, resource.table, row.id, nameOf(row));
  if (refusal) throw conflict(`Not moved: ${refusal.message}`);
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
export async function trashContentRow<T extends ContentTable>(tx: Executor, resource: ContentResource<T>, user: AuditActor, row: RowOf<T>): Promise<number> {
  if (resource.region === 'none' && (await regionContentCount(tx, row.id)) > 0) throw conflict(REGION_NOT_EMPTY);
  const refusal = await regionDefaultRefusal(tx, resource.table, row.id, nameOf(row));
  if (refusal) throw conflict(refusal.message);
  return moveToTrash(tx, {
    type: resource.type,
    entity: resource.auditEntity,
    table: resource.table,
    row,
    name: nameOf(row),
    regionId: resource.region === 'none' ? null : (row.regionId ?? null),
    user,
  });
}

/** The ids of `orderedIds` a reorder cannot place: unknown, or (with ?regionId) of another region. */
function unplaceable(resource: ContentResource, orderedIds: number[], found: Map<number, { regionId?: number | null }>, queryRegionId: number | undefined): number[] {
  return orderedIds.filter((id) => {
    const row = found.get(id);
    return !row || otherRegion(resource, row, queryRegionId);
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
    const rows = await contentRows(tx, table).select(inArray(table.id, orderedIds), { lock: true });
    const found = new Map(rows.map((r) => [r.id, r]));
    const unknown = unplaceable(resource, orderedIds, found, queryRegionId);
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
    const moved = await contentRows(tx, table).update({ displayOrder: position, ...nextStamp(table, user) }, and(inArray(table.id, orderedIds), sql`${table.displayOrder} <> ${position}`));
    // One entry per item that moved, with its whole row before and after: its History says 'Moved in the
    // list' for the version the move made, and that version can be restored like any other (decision 0046).
    await recordAudits(
      tx,
      moved.map((after) => ({ user, action: 'reorder', entity: resource.auditEntity, entityId: after.id, before: found.get(after.id), after })),
    );
  });
}
