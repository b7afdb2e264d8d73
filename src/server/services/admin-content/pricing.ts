import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminDestinationPricing, AdminRoutePricing, DestinationPricingUpsert, RouteDeleteScope } from '../../../domain/api/admin';
import { aircraftNameAndCode } from '../../../domain/aircraft';
import { flightTypeTitle } from '../../../domain/flight-types';
import { centsFromDecimalString, decimalStringFromCents, dollarsFromCents } from '../../../domain/money';
import type { Database, Executor } from '../../db/database';
import { sqlState, UNIQUE_VIOLATION } from '../../db/errors';
import { departureLocations, destinationPricing, destinations, routePricing } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-errors';
import { AS_UPDATE, auditedAfter, recordAudit, type AuditActor, type AuditedAs } from '../audit/record-audit';
import type { DeleteImpact } from '../../../domain/api/admin/trash';
import { snapshot } from '../trash/dependants';
import { moveToTrash } from '../trash/move-to-trash';
import { assertCurrentVersion, goneSinceOpened, nextStamp, staleConflict } from '../row-versions/row-versions';
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
  await assertDestination(tx, destinationId, regionId);
}

/** A destination a write names must exist, and be in the staff member's region when the write is scoped to one. */
async function assertDestination(tx: Executor, destinationId: number, regionId: number | undefined) {
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

type RouteKey = Pick<typeof routePricing.$inferInsert, 'aircraftType' | 'departureLocationId' | 'destinationId' | 'flightType'>;

/** The route price of one grid cell (aircraft type, departure, destination, flight type), locked. */
async function cellRow(tx: Executor, key: RouteKey) {
  const [row] = await tx
    .select()
    .from(routePricing)
    .where(
      and(
        eq(routePricing.aircraftType, key.aircraftType),
        eq(routePricing.departureLocationId, key.departureLocationId),
        eq(routePricing.destinationId, key.destinationId),
        eq(routePricing.flightType, key.flightType),
      ),
    )
    .for('update');
  return row;
}

/** The 409 of a create whose cell has a route price already: that row as `current`, as an update's conflict. */
const cellTaken = (tx: Executor, row: typeof routePricing.$inferSelect) => staleConflict(tx, row, () => routeAnswer(tx, row.id));

/**
 * POST /api/route-pricing. A cell that has a route price already (another save created it since staff opened
 * the cell) is refused with 409 and that row as `current`, like an update's conflict (decision 0025), so the
 * form offers Reload and Overwrite. A create that carries the version it was shown (after Reload or
 * Overwrite) updates that row when it is still at that version.
 */
export async function createRoutePricing(
  db: Database,
  user: AuditActor,
  input: RoutePricingWrite,
  regionId: number | undefined,
  expected?: number,
): Promise<{ row: AdminRoutePricing; created: boolean }> {
  const values = { price: '0.00', ...columnsOf(input) } as typeof routePricing.$inferInsert;
  try {
    return await db.transaction(async (tx) => {
      await assertLocations(tx, values.departureLocationId, values.destinationId, regionId);
      const existing = await cellRow(tx, values);
      if (existing && expected === undefined) throw await cellTaken(tx, existing);
      if (existing) return { row: await writeRoute(tx, user, existing, input, { regionId, expected, as: AS_UPDATE }), created: false };
      const [row] = await tx.insert(routePricing).values({ ...values, updatedBy: user.email }).returning();
      if (!row) throw new Error('insert into route_pricing returned nothing');
      await recordAudit(tx, { user, action: 'create', entity: 'route_pricing', entityId: row.id, after: await namedRoute(tx, row) });
      return { row: await routeAnswer(tx, row.id), created: true };
    });
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    // Another create of the same cell committed between this one's check and its insert.
    throw await db.transaction(async (tx) => {
      const row = await cellRow(tx, values);
      return row ? cellTaken(tx, row) : conflict(ROUTE_CONFLICT);
    });
  }
}

async function findRoute(tx: Executor, id: number, regionId: number | undefined) {
  const [row] = await tx.select().from(routePricing).where(eq(routePricing.id, id)).for('update');
  if (row && regionId !== undefined) {
    const [departure] = await tx.select({ regionId: departureLocations.regionId }).from(departureLocations).where(eq(departureLocations.id, row.departureLocationId));
    if (departure?.regionId !== regionId) return undefined;
  }
  return row;
}

/** Writes a route price read (locked) in this transaction, based on the version staff were shown. */
async function writeRoute(
  tx: Executor,
  user: AuditActor,
  before: typeof routePricing.$inferSelect,
  input: RoutePricingWrite,
  { regionId, expected, as }: { regionId: number | undefined; expected: number | undefined; as: AuditedAs },
) {
  await assertCurrentVersion(tx, before, expected, () => routeAnswer(tx, before.id));
  const values = columnsOf(input);
  if (values.departureLocationId !== undefined || values.destinationId !== undefined) {
    await assertLocations(tx, values.departureLocationId ?? before.departureLocationId, values.destinationId ?? before.destinationId, regionId);
  }
  const [after] = await tx
    .update(routePricing)
    .set({ ...values, ...nextStamp(routePricing, user) })
    .where(eq(routePricing.id, before.id))
    .returning();
  if (!after) throw new Error('update of route_pricing returned nothing');
  await recordAudit(tx, { user, action: as.action, entity: 'route_pricing', entityId: before.id, before: await namedRoute(tx, before), after: auditedAfter(await namedRoute(tx, after), as) });
  return routeAnswer(tx, before.id);
}

/** PUT /api/route-pricing/:id: fields left out keep their value. A restore of an earlier version writes through here too (`as`). */
export async function updateRoutePricing(
  db: Database,
  user: AuditActor,
  id: number,
  input: RoutePricingWrite,
  regionId: number | undefined,
  expected?: number,
  as: AuditedAs = AS_UPDATE,
) {
  return withConflict(() =>
    db.transaction(async (tx) => {
      const before = await findRoute(tx, id, regionId);
      if (!before) throw goneSinceOpened('Route price', id, expected);
      return writeRoute(tx, user, before, input, { regionId, expected, as });
    }),
  );
}

/** The route a price belongs to, as staff name it: 'Perth Airport → Rottnest Island, 3 Passengers (3-passengers)'. */
async function routeName(tx: Executor, row: typeof routePricing.$inferSelect): Promise<{ name: string; regionId: number | null }> {
  const [names] = await tx
    .select({ departure: departures.name, destination: dests.name, regionId: departures.regionId })
    .from(departures)
    .innerJoin(dests, eq(dests.id, row.destinationId))
    .where(eq(departures.id, row.departureLocationId));
  return { name: `${names?.departure ?? 'Unknown departure'} → ${names?.destination ?? 'unknown destination'}, ${aircraftNameAndCode(row.aircraftType)}`, regionId: names?.regionId ?? null };
}

/** One flight type's route price as staff name it: the route, aircraft and flight type. */
const cellName = async (tx: Executor, row: typeof routePricing.$inferSelect) => `${(await routeName(tx, row)).name}, ${flightTypeTitle(row.flightType)}`;

/** A route price as the audit log keeps it: the row with the name of its cell, so the log's line names the route. */
const namedRoute = async (tx: Executor, row: typeof routePricing.$inferSelect) => ({ ...row, name: await cellName(tx, row) });

/** Every flight type of a route price's departure, destination and aircraft type (docs/product.md §9), locked. */
async function routeFlightTypes(tx: Executor, row: typeof routePricing.$inferSelect) {
  return tx
    .select()
    .from(routePricing)
    .where(and(eq(routePricing.aircraftType, row.aircraftType), eq(routePricing.departureLocationId, row.departureLocationId), eq(routePricing.destinationId, row.destinationId)))
    .orderBy(asc(routePricing.id))
    .for('update');
}

const flightTypesLabel = (rows: { flightType: string }[]) =>
  `${rows.length} flight ${rows.length === 1 ? 'type' : 'types'} of this route: ${rows.map((r) => r.flightType).join(', ')}`;

/** GET /api/admin/route-pricing/:id/delete-impact: the flight types that go with it. */
export async function routeDeleteImpact(db: Database, id: number, regionId: number | undefined): Promise<DeleteImpact> {
  return db.transaction(async (tx) => {
    const row = await findRoute(tx, id, regionId);
    if (!row) throw notFound(`Route price ${id} was not found`);
    const all = await routeFlightTypes(tx, row);
    return { items: [{ kind: 'flight-types', count: all.length, label: flightTypesLabel(all) }], blocked: false };
  });
}

/**
 * DELETE /api/route-pricing/:id: every flight type of that departure, destination and aircraft type
 * (docs/product.md §9) moves to the Trash as ONE entry, with one audit row listing them. With scope 'price' only this
 * flight type's row goes (its own entry). Answers the entry's id.
 */
export async function deleteRoutePricing(
  db: Database,
  user: AuditActor,
  id: number,
  regionId: number | undefined,
  expected?: number,
  scope: RouteDeleteScope = 'route',
): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await findRoute(tx, id, regionId);
    if (!row) throw goneSinceOpened('Route price', id, expected);
    await assertCurrentVersion(tx, row, expected, () => routeAnswer(tx, id));
    const { name, regionId: routeRegion } = await routeName(tx, row);
    if (scope === 'price') {
      return moveToTrash(tx, { type: 'route-pricing', entity: 'route_pricing', table: routePricing, row, name: await cellName(tx, row), regionId: routeRegion, user });
    }
    const all = await routeFlightTypes(tx, row);
    const others = all.filter((r) => r.id !== id);
    const companions = others.length === 0 ? [] : await snapshot(tx, routePricing, inArray(routePricing.id, others.map((r) => r.id)));
    return moveToTrash(tx, {
      type: 'route-pricing',
      entity: 'route_pricing',
      table: routePricing,
      row,
      name,
      regionId: routeRegion,
      user,
      companions: { rows: companions, ids: others.map((r) => r.id), kind: 'flight-types', label: flightTypesLabel(all) },
    });
  });
}

const departures = alias(departureLocations, 'dep');
const dests = alias(destinations, 'dest');

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

const decimalOrNull = (cents: number | null) => (cents === null ? null : decimalStringFromCents(cents));

/** The columns a destination pricing write sets: prices as decimal strings, blank prices and widget HTML as null. */
export function destinationPricingValues(input: DestinationPricingUpsert) {
  return {
    sameDayPrice: decimalOrNull(input.sameDayPrice),
    scenicPrice: decimalOrNull(input.scenicPrice),
    oneWayPrice: decimalOrNull(input.oneWayPrice),
    sameDayIframeHtml: input.sameDayIframeHtml ?? null,
    scenicIframeHtml: input.scenicIframeHtml ?? null,
    oneWayIframeHtml: input.oneWayIframeHtml ?? null,
  };
}

type DestinationPricingRow = typeof destinationPricing.$inferSelect;
type DestinationPricingValues = ReturnType<typeof destinationPricingValues>;

/** A destination's prices for one aircraft as staff name them: 'Rottnest Island, 11 Passengers (12-passengers)'. */
async function destinationPriceName(tx: Executor, row: DestinationPricingRow): Promise<string> {
  const [destination] = await tx.select({ name: destinations.name }).from(destinations).where(eq(destinations.id, row.destinationId));
  return `${destination?.name ?? 'Unknown destination'}, ${aircraftNameAndCode(row.aircraftType)}`;
}

/** The row of this destination and aircraft type, locked for the rest of the transaction. */
const lockedRow = async (tx: Executor, key: SQL | undefined) => (await tx.select().from(destinationPricing).where(key).for('update'))[0];

/**
 * Updates the row there is: the one read, or one another save created since this transaction began (read
 * again, locked); the version staff opened must still be current.
 */
async function updateDestinationPricing(
  tx: Executor,
  write: { key: SQL | undefined; before: DestinationPricingRow | undefined; values: DestinationPricingValues; expected: number | undefined; user: AuditActor },
): Promise<DestinationPricingRow> {
  const current = write.before ?? (await lockedRow(tx, write.key));
  if (!current) throw new Error('destination_pricing row vanished during its upsert');
  await assertCurrentVersion(tx, current, write.expected, () => destinationPricingOut(current));
  const [after] = await tx
    .update(destinationPricing)
    .set({ ...write.values, ...nextStamp(destinationPricing, write.user) })
    .where(eq(destinationPricing.id, current.id))
    .returning();
  if (!after) throw new Error('upsert into destination_pricing returned nothing');
  return after;
}

/** A new row, unless another save created it since this transaction began (then nothing). */
async function insertDestinationPricing(tx: Executor, input: DestinationPricingUpsert, values: DestinationPricingValues, user: AuditActor) {
  const [created] = await tx
    .insert(destinationPricing)
    .values({ destinationId: input.destinationId, aircraftType: input.aircraftType, ...values, updatedBy: user.email })
    .onConflictDoNothing()
    .returning();
  return created;
}

/**
 * PUT /api/destination-pricing/upsert: one row per destination and aircraft type; blank prices are null. A
 * restore of an earlier version writes through here too (`as`).
 * `expected` 0 means "there was no row when I opened it" (a row created meanwhile is then a conflict).
 */
export async function upsertDestinationPricing(
  db: Database,
  user: AuditActor,
  input: DestinationPricingUpsert,
  regionId: number | undefined,
  expected?: number,
  as: AuditedAs = AS_UPDATE,
) {
  return db.transaction(async (tx) => {
    await assertDestination(tx, input.destinationId, regionId);
    const key = and(eq(destinationPricing.destinationId, input.destinationId), eq(destinationPricing.aircraftType, input.aircraftType));
    const before = await lockedRow(tx, key);
    if (!before && expected !== undefined && expected > 0) {
      throw notFound(`The ${input.aircraftType} prices of this destination were deleted since you opened them; they may be in the Trash`);
    }
    const values = destinationPricingValues(input);
    // The row existed, or another save created it since this transaction began: check and update it.
    const after = (before ? undefined : await insertDestinationPricing(tx, input, values, user)) ?? (await updateDestinationPricing(tx, { key, before, values, expected, user }));
    const named = async (row: DestinationPricingRow) => ({ ...row, name: await destinationPriceName(tx, row) });
    await recordAudit(tx, {
      user,
      action: before ? as.action : 'create',
      entity: 'destination_pricing',
      entityId: after.id,
      before: before ? await named(before) : null,
      after: auditedAfter(await named(after), as),
    });
    return destinationPricingOut(after);
  });
}
