import { and, asc, eq, ne } from 'drizzle-orm';
import type { HomeAirfield, HomeAirfieldInput } from '../../../domain/api/admin/home-airfields';
import { centsFromDecimalString, decimalStringFromCents } from '../../../domain/money';
import type { Database, Executor } from '../../db/database';
import { departureLocations, homeAirfields, regions, type HomeAirfieldRow } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { assertCurrentVersion, goneSinceOpened, nextStamp, stampOf } from '../row-versions/row-versions';

const ENTITY = 'home_airfields';
const LABEL = 'Home airfield';

/** A row as staff read it. */
export function homeAirfieldOf(row: HomeAirfieldRow): HomeAirfield {
  return {
    id: row.id,
    regionId: row.regionId,
    aircraftType: row.aircraftType,
    departureLocationId: row.departureLocationId,
    unit: row.positioningUnit === 'hourly-percent' ? 'hourly-percent' : 'ferry-rate',
    value: centsFromDecimalString(row.positioningValue) / 100,
    freeRadiusKm: row.freeRadiusKm,
    waitingRate: row.waitingRate === null ? null : centsFromDecimalString(row.waitingRate) / 100,
    ...stampOf(row),
  };
}

/** GET /api/admin/home-airfields?regionId=: by aircraft type. */
export async function listHomeAirfields(db: Executor, regionId: number): Promise<HomeAirfield[]> {
  const rows = await db.select().from(homeAirfields).where(eq(homeAirfields.regionId, regionId)).orderBy(asc(homeAirfields.aircraftType));
  return rows.map(homeAirfieldOf);
}

/** The region exists, the airfield is one of its departures, and the aircraft has no other home there. */
async function assertValid(tx: Executor, input: HomeAirfieldInput, id: number | null): Promise<void> {
  const [region] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, input.regionId));
  if (!region) throw badRequest(`Region ${input.regionId} does not exist`, [{ path: 'regionId', message: 'does not exist' }]);
  const [place] = await tx
    .select({ id: departureLocations.id })
    .from(departureLocations)
    .where(and(eq(departureLocations.id, input.departureLocationId), eq(departureLocations.regionId, input.regionId)));
  if (!place) throw badRequest('The home airfield must be a departure location of this region', [{ path: 'departureLocationId', message: 'is not a departure of this region' }]);
  const sameAircraft = and(eq(homeAirfields.regionId, input.regionId), eq(homeAirfields.aircraftType, input.aircraftType));
  const [other] = await tx
    .select({ id: homeAirfields.id })
    .from(homeAirfields)
    .where(id === null ? sameAircraft : and(sameAircraft, ne(homeAirfields.id, id)));
  if (other) throw badRequest('This aircraft already has a home airfield in this region: change that one', [{ path: 'aircraftType', message: 'already has a home airfield here' }]);
}

export const columnsOf = (input: HomeAirfieldInput) => ({
  regionId: input.regionId,
  aircraftType: input.aircraftType,
  departureLocationId: input.departureLocationId,
  positioningUnit: input.unit,
  positioningValue: decimalStringFromCents(Math.round(input.value * 100)),
  freeRadiusKm: input.freeRadiusKm,
  waitingRate: input.waitingRate === null ? null : decimalStringFromCents(Math.round(input.waitingRate * 100)),
});

/** POST /api/admin/home-airfields. */
export async function createHomeAirfield(db: Database, user: AuditActor, input: HomeAirfieldInput): Promise<HomeAirfield> {
  return db.transaction(async (tx) => {
    await assertValid(tx, input, null);
    const [row] = await tx.insert(homeAirfields).values({ ...columnsOf(input), updatedBy: user.email }).returning();
    if (!row) throw new Error('home_airfields insert returned nothing');
    const after = homeAirfieldOf(row);
    await recordAudit(tx, { user, action: 'create', entity: ENTITY, entityId: row.id, before: null, after });
    return after;
  });
}

/** PUT /api/admin/home-airfields/:id; `expected` is the version the form was opened at (409 when another save came first). */
export async function updateHomeAirfield(db: Database, user: AuditActor, id: number, input: HomeAirfieldInput, expected: number | undefined): Promise<HomeAirfield> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(homeAirfields).where(eq(homeAirfields.id, id)).for('update');
    if (!existing) throw goneSinceOpened(LABEL, id, expected);
    await assertCurrentVersion(tx, existing, expected, () => homeAirfieldOf(existing));
    await assertValid(tx, input, id);
    const [row] = await tx
      .update(homeAirfields)
      .set({ ...columnsOf(input), ...nextStamp(homeAirfields, user) })
      .where(eq(homeAirfields.id, id))
      .returning();
    if (!row) throw new Error('home_airfields update returned nothing');
    const after = homeAirfieldOf(row);
    await recordAudit(tx, { user, action: 'update', entity: ENTITY, entityId: id, before: homeAirfieldOf(existing), after });
    return after;
  });
}

/** DELETE /api/admin/home-airfields/:id: the aircraft has no home in the region any more (no positioning); the audit log keeps it. */
export async function deleteHomeAirfield(db: Database, user: AuditActor, id: number, expected: number | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(homeAirfields).where(eq(homeAirfields.id, id)).for('update');
    if (!existing) throw goneSinceOpened(LABEL, id, expected);
    await assertCurrentVersion(tx, existing, expected, () => homeAirfieldOf(existing));
    await tx.delete(homeAirfields).where(eq(homeAirfields.id, id));
    await recordAudit(tx, { user, action: 'delete', entity: ENTITY, entityId: id, before: homeAirfieldOf(existing), after: null });
  });
}
