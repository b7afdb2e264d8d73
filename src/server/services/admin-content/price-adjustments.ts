import { and, asc, eq } from 'drizzle-orm';
import type { PriceAdjustment, PriceAdjustmentInput } from '../../../domain/api/admin/price-adjustments';
import type { AdjustmentKind } from '../../../domain/date-adjustments';
import { centsFromDecimalString, decimalStringFromCents } from '../../../domain/money';
import type { Database, Executor } from '../../db/database';
import { departureLocations, destinations, priceAdjustments, regions, type PriceAdjustmentRow } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { assertCurrentVersion, goneSinceOpened, nextStamp, stampOf } from '../row-versions/row-versions';

const ENTITY = 'price_adjustments';
const LABEL = 'Price adjustment';


/** A row as staff read it. */
export function adjustmentOf(row: PriceAdjustmentRow): PriceAdjustment {
  const names = {
    ...(row.translations.zh?.name ? { zh: row.translations.zh.name } : {}),
    ...(row.translations.hi?.name ? { hi: row.translations.hi.name } : {}),
  };
  return {
    id: row.id,
    regionId: row.regionId,
    kind: row.kind as AdjustmentKind,
    name: row.name,
    names,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    weekdays: row.weekdays,
    unit: row.unit === 'amount' ? 'amount' : 'percent',
    value: centsFromDecimalString(row.value) / 100,
    aircraftType: row.aircraftType,
    flightType: row.flightType,
    departureLocationId: row.departureLocationId,
    destinationId: row.destinationId,
    isActive: row.isActive,
    ...stampOf(row),
  };
}

/** GET /api/admin/price-adjustments?regionId=: in the order they apply (seasons, weekdays, peaks), then by first day. */
export async function listPriceAdjustments(db: Executor, regionId: number): Promise<PriceAdjustment[]> {
  const rows = await db
    .select()
    .from(priceAdjustments)
    .where(eq(priceAdjustments.regionId, regionId))
    .orderBy(asc(priceAdjustments.startsOn), asc(priceAdjustments.id));
  const order: AdjustmentKind[] = ['season', 'weekday', 'peak'];
  return rows.map(adjustmentOf).sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}

/** The region exists, and a departure or destination the adjustment names is one of its places. */
async function assertPlaces(tx: Executor, input: PriceAdjustmentInput): Promise<void> {
  const [region] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, input.regionId));
  if (!region) throw badRequest(`Region ${input.regionId} does not exist`, [{ path: 'regionId', message: 'does not exist' }]);
  if (input.departureLocationId !== null) {
    const [found] = await tx
      .select({ id: departureLocations.id })
      .from(departureLocations)
      .where(and(eq(departureLocations.id, input.departureLocationId), eq(departureLocations.regionId, input.regionId)));
    if (!found) throw badRequest('The departure is not one of this region', [{ path: 'departureLocationId', message: 'is not in this region' }]);
  }
  if (input.destinationId !== null) {
    const [found] = await tx
      .select({ id: destinations.id })
      .from(destinations)
      .where(and(eq(destinations.id, input.destinationId), eq(destinations.regionId, input.regionId)));
    if (!found) throw badRequest('The destination is not one of this region', [{ path: 'destinationId', message: 'is not in this region' }]);
  }
}

const columnsOf = (input: PriceAdjustmentInput) => ({
  regionId: input.regionId,
  kind: input.kind,
  name: input.name,
  translations: {
    ...(input.names.zh ? { zh: { name: input.names.zh } } : {}),
    ...(input.names.hi ? { hi: { name: input.names.hi } } : {}),
  },
  startsOn: input.startsOn,
  endsOn: input.endsOn,
  weekdays: input.weekdays,
  unit: input.unit,
  value: decimalStringFromCents(Math.round(input.value * 100)),
  aircraftType: input.aircraftType,
  flightType: input.flightType,
  departureLocationId: input.departureLocationId,
  destinationId: input.destinationId,
  isActive: input.isActive,
});

/** POST /api/admin/price-adjustments. */
export async function createPriceAdjustment(db: Database, user: AuditActor, input: PriceAdjustmentInput): Promise<PriceAdjustment> {
  return db.transaction(async (tx) => {
    await assertPlaces(tx, input);
    const [row] = await tx.insert(priceAdjustments).values({ ...columnsOf(input), updatedBy: user.email }).returning();
    if (!row) throw new Error('price_adjustments insert returned nothing');
    const after = adjustmentOf(row);
    await recordAudit(tx, { user, action: 'create', entity: ENTITY, entityId: row.id, before: null, after });
    return after;
  });
}

/** PUT /api/admin/price-adjustments/:id; `expected` is the version the form was opened at (409 when another save came first). */
export async function updatePriceAdjustment(db: Database, user: AuditActor, id: number, input: PriceAdjustmentInput, expected: number | undefined): Promise<PriceAdjustment> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(priceAdjustments).where(eq(priceAdjustments.id, id)).for('update');
    if (!existing) throw goneSinceOpened(LABEL, id, expected);
    await assertCurrentVersion(tx, existing, expected, () => adjustmentOf(existing));
    await assertPlaces(tx, input);
    const [row] = await tx
      .update(priceAdjustments)
      .set({ ...columnsOf(input), ...nextStamp(priceAdjustments, user) })
      .where(eq(priceAdjustments.id, id))
      .returning();
    if (!row) throw new Error('price_adjustments update returned nothing');
    const after = adjustmentOf(row);
    await recordAudit(tx, { user, action: 'update', entity: ENTITY, entityId: id, before: adjustmentOf(existing), after });
    return after;
  });
}

/** DELETE /api/admin/price-adjustments/:id: removed for good (the audit log keeps what it was). */
export async function deletePriceAdjustment(db: Database, user: AuditActor, id: number, expected: number | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(priceAdjustments).where(eq(priceAdjustments.id, id)).for('update');
    if (!existing) throw goneSinceOpened(LABEL, id, expected);
    await assertCurrentVersion(tx, existing, expected, () => adjustmentOf(existing));
    await tx.delete(priceAdjustments).where(eq(priceAdjustments.id, id));
    await recordAudit(tx, { user, action: 'delete', entity: ENTITY, entityId: id, before: adjustmentOf(existing), after: null });
  });
}
