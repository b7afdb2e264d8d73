import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { connectingServices, destinations, experiences, pilotTrainingCourses, regions } from '../../db/schema';
import { LEGACY_EXPERIENCES } from '../../db/seed/experiences';
import { badRequest } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { contentRows, type ColumnValues } from './content-table';

async function assertRegion(db: Pick<Database, 'select'>, id: number, what: string) {
  const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id));
  if (!row) throw badRequest(`${what} region ${id} does not exist`);
}

/**
 * The displayOrder after the last item of a list (new items go to the end, as one added by hand: decision 0030),
 * or `first` for an empty list.
 */
async function afterLast(db: Pick<Database, 'select'>, table: ImportableTable | typeof experiences, regionId: number, appContext?: string, first = 0) {
  const conditions = [eq(table.regionId, regionId), ...(appContext !== undefined && 'appContext' in table ? [eq(table.appContext, appContext)] : [])];
  const [row] = await db.select({ last: max(table.displayOrder) }).from(table).where(and(...conditions));
  return row?.last === null || row?.last === undefined ? first : row.last + 1;
}

type ImportableTable = typeof connectingServices | typeof pilotTrainingCourses;

const IMPORTABLE = {
  'connecting-services': { table: connectingServices, entity: 'connecting_service' },
  'pilot-training': { table: pilotTrainingCourses, entity: 'pilot_training_course' },
} as const;

/**
 * POST /api/{connecting-services|pilot-training}/import: copies the source region's active items into the
 * target region, skipping those whose title the target already has (per app context).
 */
export async function importFromRegion(
  db: Database,
  user: AuditActor,
  type: keyof typeof IMPORTABLE,
  sourceRegionId: number,
  targetRegionId: number | undefined,
): Promise<{ imported: number }> {
  if (targetRegionId === undefined) throw badRequest('Choose a region first: regionId is required', [{ path: 'regionId', message: 'is required' }]);
  if (targetRegionId === sourceRegionId) throw badRequest('The source region and the target region are the same');
  const { table, entity } = IMPORTABLE[type];
  return db.transaction(async (tx) => {
    await assertRegion(tx, sourceRegionId, 'Source');
    await assertRegion(tx, targetRegionId, 'Target');
    const source = await tx
      .select()
      .from(table)
      .where(and(eq(table.regionId, sourceRegionId), eq(table.isActive, true)))
      .orderBy(asc(table.displayOrder), asc(table.id));
    const existing = await tx.select({ title: table.title, appContext: table.appContext }).from(table).where(eq(table.regionId, targetRegionId));
    const taken = new Set(existing.map((r) => `${r.appContext}\u0000${r.title.trim().toLowerCase()}`));
    const copies: ColumnValues[] = [];
    // Copies go after the target's last item of their app context, in the source's order.
    const next = new Map<string, number>();
    for (const { id: _id, createdAt: _createdAt, version: _version, updatedAt: _updatedAt, ...item } of source) {
      const key = `${item.appContext}\u0000${item.title.trim().toLowerCase()}`;
      if (taken.has(key)) continue;
      taken.add(key);
      const displayOrder = next.get(item.appContext) ?? (await afterLast(tx, table, targetRegionId, item.appContext));
      next.set(item.appContext, displayOrder + 1);
      copies.push({ ...item, regionId: targetRegionId, displayOrder, updatedBy: user.email });
    }
    if (copies.length === 0) return { imported: 0 };
    const inserted = await contentRows(tx, table).insertAll(copies);
    await recordAudit(tx, {
      user,
      action: 'import',
      entity,
      before: { sourceRegionId, targetRegionId },
      after: { ids: inserted.map((r) => r.id) },
    });
    return { imported: inserted.length };
  });
}

/** POST /api/admin/experiences/seed-from-legacy?regionId: the eight legacy experiences the region lacks (by title). */
export async function seedLegacyExperiences(db: Database, user: AuditActor, regionId: number | undefined): Promise<{ count: number }> {
  if (regionId === undefined) throw badRequest('No active region selected', [{ path: 'regionId', message: 'is required' }]);
  return db.transaction(async (tx) => {
    await assertRegion(tx, regionId, 'The');
    const titles = LEGACY_EXPERIENCES.map((e) => e.title);
    const present = await tx
      .select({ title: experiences.title })
      .from(experiences)
      .where(and(eq(experiences.regionId, regionId), inArray(experiences.title, titles)));
    const have = new Set(present.map((r) => r.title));
    // Each keeps its Book Flight destination when the region has that place; elsewhere it opens the region's defaults.
    const places = await tx.select({ id: destinations.id, value: destinations.value }).from(destinations).where(eq(destinations.regionId, regionId));
    const placeId = new Map(places.map((p) => [p.value, p.id]));
    const first = await afterLast(tx, experiences, regionId, undefined, 1);
    const missing = LEGACY_EXPERIENCES.filter((e) => !have.has(e.title)).map(({ bookFlight, ...e }, position) => {
      const destinationId = placeId.get(bookFlight.destination) ?? null;
      // After the region's last experience, in the legacy order (new items go last).
      return { ...e, regionId, destinationId, flightType: destinationId === null ? null : bookFlight.flightType, displayOrder: first + position };
    });
    if (missing.length === 0) return { count: 0 };
    const inserted = await tx.insert(experiences).values(missing).returning({ id: experiences.id });
    await recordAudit(tx, { user, action: 'seed', entity: 'experience', after: { regionId, ids: inserted.map((r) => r.id) } });
    return { count: inserted.length };
  });
}
