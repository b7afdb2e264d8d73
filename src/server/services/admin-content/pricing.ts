import { and, asc, eq } from 'drizzle-orm';
import type { AdminDestinationPricing, AdminRoutePricing, DestinationPricingUpsert } from '../../../domain/api/admin';
import { centsFromDecimalString, decimalStringFromCents, dollarsFromCents } from '../../../domain/money';
import type { Database, Executor } from '../../db/database';
import { sqlState, UNIQUE_VIOLATION } from '../../db/errors';
import { departureLocations, destinationPricing, destinations, routePricing } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { listRoutePricing } from '../admin-lists/route-pricing-list';

const dollars = (value: string | null) => (value === null ? null : dollarsFromCents(centsFromDecimalString(value)));
const ROUTE_CONFLICT = 'A price for this aircraft type, departure, destination and flight type already exists; edit that one instead';

export interface RoutePricingWrite {
  aircraftType?: string | undefined;
  departureLocationId?: number | undefined;
  destinationId?: number | undefined;
  flightType?: string | undefined;
  /** Integer cents. */
  price?: number | undefined;
  iframeHtml?: string | null | undefined;
  isCustomRoute?: boolean | undefined;
  isActive?: boolean | undefined;
}


/** One route price as the admin reads it, for the answer of a write. */
async function routeAnswer(tx: Executor, id: number): Promise<AdminRoutePricing> {
  const rows = await listRoutePricing(tx, { ids: [id] });
  const out = Array.isArray(rows) ? rows[0] : undefined;
  if (!out) throw notFound(`Route price ${id} was not found`);
  return out;
}

async function assertLocations(tx: Executor, departureLocationId: number, destinationId: number, regionId: number | undefined) {
  const [departure] = await tx.select({ regionId: departureLocations.regionId }).from(departureLocations).where(eq(departureLocations.id, departureLocationId));
  if (!departure || (regionId !== undefined && departure.regionId !== regionId)) {
    throw badRequest(`Departure location ${departureLocationId} does not exist${regionId !== undefined ? ' in this region' : ''}`, [
      { path: 'departureLocationId', message: 'does not exist' },
    ]);
  }
  const [destination] = await tx.select({ regionId: destinations.regionId }).from(destinations).where(eq(destinations.id, destinationId));
  if (!destination || (regionId !== undefined && destination.regionId !== regionId)) {
    throw badRequest(`Destination ${destinationId} does not exist${regionId !== undefined ? ' in this region' : ''}`, [
      { path: 'destinationId', message: 'does not exist' },
    ]);
  }
}

async function withConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(ROUTE_CONFLICT);
    throw error;
  }
}

const columnsOf = (input: RoutePricingWrite) => {
  const { price, ...rest } = input;
  const values: Partial<typeof routePricing.$inferInsert> = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  if (price !== undefined) values.price = decimalStringFromCents(price);
  return values;
};

/** POST /api/route-pricing */
export async function createRoutePricing(db: Database, user: AuditActor, input: RoutePricingWrite, regionId: number | undefined) {
  return withConflict(() =>
    db.transaction(async (tx) => {
      const values = { price: '0.00', ...columnsOf(input) } as typeof routePricing.$inferInsert;
      await assertLocations(tx, values.departureLocationId, values.destinationId, regionId);
      const [clash] = await tx
        .select({ id: routePricing.id })
        .from(routePricing)
        .where(
          and(
            eq(routePricing.aircraftType, values.aircraftType),
            eq(routePricing.departureLocationId, values.departureLocationId),
            eq(routePricing.destinationId, values.destinationId),
            eq(routePricing.flightType, values.flightType),
          ),
        );
      if (clash) throw conflict(ROUTE_CONFLICT);
      const [row] = await tx.insert(routePricing).values(values).returning();
      if (!row) throw new Error('insert into route_pricing returned nothing');
      await recordAudit(tx, { user, action: 'create', entity: 'route_pricing', entityId: row.id, after: row });
      return routeAnswer(tx, row.id);
    }),
  );
}

async function findRoute(tx: Executor, id: number, regionId: number | undefined) {
  const [row] = await tx.select().from(routePricing).where(eq(routePricing.id, id)).for('update');
  if (row && regionId !== undefined) {
    const [departure] = await tx.select({ regionId: departureLocations.regionId }).from(departureLocations).where(eq(departureLocations.id, row.departureLocationId));
    if (departure?.regionId !== regionId) return undefined;
  }
  return row;
}

/** PUT /api/route-pricing/:id: fields left out keep their value. */
export async function updateRoutePricing(db: Database, user: AuditActor, id: number, input: RoutePricingWrite, regionId: number | undefined) {
  return withConflict(() =>
    db.transaction(async (tx) => {
      const before = await findRoute(tx, id, regionId);
      if (!before) throw notFound(`Route price ${id} was not found`);
      const values = columnsOf(input);
      if (values.departureLocationId !== undefined || values.destinationId !== undefined) {
        await assertLocations(tx, values.departureLocationId ?? before.departureLocationId, values.destinationId ?? before.destinationId, regionId);
      }
      const [after] = await tx
        .update(routePricing)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(routePricing.id, id))
        .returning();
      await recordAudit(tx, { user, action: 'update', entity: 'route_pricing', entityId: id, before, after });
      return routeAnswer(tx, id);
    }),
  );
}

/**
 * DELETE /api/route-pricing/:id: removes every flight type of that departure, destination and aircraft
 * type (SPEC §9), one audit row listing them.
 */
export async function deleteRoutePricing(db: Database, user: AuditActor, id: number, regionId: number | undefined): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await findRoute(tx, id, regionId);
    if (!row) throw notFound(`Route price ${id} was not found`);
    const removed = await tx
      .delete(routePricing)
      .where(
        and(
          eq(routePricing.aircraftType, row.aircraftType),
          eq(routePricing.departureLocationId, row.departureLocationId),
          eq(routePricing.destinationId, row.destinationId),
        ),
      )
      .returning();
    await recordAudit(tx, { user, action: 'delete', entity: 'route_pricing', entityId: id, before: removed });
    return removed.length;
  });
}

const destinationPricingOut = (row: typeof destinationPricing.$inferSelect): AdminDestinationPricing => ({
  id: row.id,
  destinationId: row.destinationId,
  aircraftType: row.aircraftType,
  sameDayPrice: dollars(row.sameDayPrice),
  scenicPrice: dollars(row.scenicPrice),
  oneWayPrice: dollars(row.oneWayPrice),
  sameDayIframeHtml: row.sameDayIframeHtml,
  scenicIframeHtml: row.scenicIframeHtml,
  oneWayIframeHtml: row.oneWayIframeHtml,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** GET /api/destination-pricing?regionId (admin only). */
export async function listDestinationPricing(db: Database, regionId: number | undefined): Promise<AdminDestinationPricing[]> {
  const rows = await db
    .select({ p: destinationPricing })
    .from(destinationPricing)
    .innerJoin(destinations, eq(destinations.id, destinationPricing.destinationId))
    .where(regionId === undefined ? undefined : eq(destinations.regionId, regionId))
    .orderBy(asc(destinations.displayOrder), asc(destinations.id), asc(destinationPricing.aircraftType));
  return rows.map((r) => destinationPricingOut(r.p));
}

/** PUT /api/destination-pricing/upsert: one row per destination and aircraft type; blank prices are null. */
export async function upsertDestinationPricing(db: Database, user: AuditActor, input: DestinationPricingUpsert, regionId: number | undefined) {
  return db.transaction(async (tx) => {
    const [destination] = await tx.select({ regionId: destinations.regionId }).from(destinations).where(eq(destinations.id, input.destinationId));
    if (!destination || (regionId !== undefined && destination.regionId !== regionId)) {
      throw badRequest(`Destination ${input.destinationId} does not exist${regionId !== undefined ? ' in this region' : ''}`, [
        { path: 'destinationId', message: 'does not exist' },
      ]);
    }
    const key = and(eq(destinationPricing.destinationId, input.destinationId), eq(destinationPricing.aircraftType, input.aircraftType));
    const [before] = await tx.select().from(destinationPricing).where(key).for('update');
    const money = (cents: number | null) => (cents === null ? null : decimalStringFromCents(cents));
    const values = {
      sameDayPrice: money(input.sameDayPrice),
      scenicPrice: money(input.scenicPrice),
      oneWayPrice: money(input.oneWayPrice),
      sameDayIframeHtml: input.sameDayIframeHtml ?? null,
      scenicIframeHtml: input.scenicIframeHtml ?? null,
      oneWayIframeHtml: input.oneWayIframeHtml ?? null,
      updatedAt: new Date(),
    };
    const [after] = await tx
      .insert(destinationPricing)
      .values({ destinationId: input.destinationId, aircraftType: input.aircraftType, ...values })
      .onConflictDoUpdate({ target: [destinationPricing.destinationId, destinationPricing.aircraftType], set: values })
      .returning();
    if (!after) throw new Error('upsert into destination_pricing returned nothing');
    await recordAudit(tx, { user, action: before ? 'update' : 'create', entity: 'destination_pricing', entityId: after.id, before: before ?? null, after });
    return destinationPricingOut(after);
  });
}
