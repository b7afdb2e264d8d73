import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PRICE_GRID_LIMIT_DEFAULT, type PriceGridAnswer, type PriceGridQuery } from '../../../domain/api/admin';
import type { Executor } from '../../db/database';
import { departureLocations, destinations, routePricing } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { containsPattern } from '../admin-lists/paged-list';
import { gridColumns, gridRow, rowKey, type RouteRow, type RoutePair } from './price-grid-rows';
import type { PricingSnapshot } from '../../../domain/pricing/snapshot';

/** Departures of the query's region, and of its app context when it names one. */
const departureScope = (query: PriceGridQuery) =>
  and(eq(departureLocations.regionId, query.regionId), query.appContext === undefined ? undefined : eq(departureLocations.appContext, query.appContext));

/** A departure the query names must be one of the region's (and app context's) departures. */
function assertDepartureInScope(query: PriceGridQuery, departures: readonly { id: number }[]): void {
  if (query.departureLocationId === undefined || departures.some((d) => d.id === query.departureLocationId)) return;
  throw badRequest(`Departure location ${query.departureLocationId} is not in this region${query.appContext ? ` and app context (${query.appContext})` : ''}`, [
    { path: 'departureLocationId', message: 'is not in this region' },
  ]);
}

/** Which route pairs the page shows: the scope, the one departure asked for, and the search over destination (and departure) names. */
function pairFilter(query: PriceGridQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [departureScope(query)];
  if (query.departureLocationId !== undefined) conditions.push(eq(departureLocations.id, query.departureLocationId));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(destinations.name, pattern), ilike(destinations.value, pattern), query.departureLocationId === undefined ? ilike(departureLocations.name, pattern) : undefined));
  }
  return and(...conditions);
}

// Route pairs: a departure and a destination of the same region and app context (the twin site has its own copies).
const samePlaceScope = and(eq(destinations.regionId, departureLocations.regionId), eq(destinations.appContext, departureLocations.appContext));

/** A page of route pairs and how many match in all. */
async function pairPage(db: Executor, where: SQL | undefined, limit: number, offset: number): Promise<{ pairs: RoutePair[]; total: number }> {
  const [pairs, [counted]] = await Promise.all([
    db
      .select({
        departureLocationId: departureLocations.id,
        departureName: departureLocations.name,
        departureValue: departureLocations.value,
        departureActive: departureLocations.isActive,
        destinationId: destinations.id,
        destinationName: destinations.name,
        destinationValue: destinations.value,
        destinationActive: destinations.isActive,
      })
      .from(departureLocations)
      .innerJoin(destinations, samePlaceScope)
      .where(where)
      .orderBy(asc(departureLocations.displayOrder), asc(departureLocations.id), asc(destinations.displayOrder), asc(destinations.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(departureLocations).innerJoin(destinations, samePlaceScope).where(where),
  ]);
  return { pairs, total: counted?.total ?? 0 };
}

/** The route price rows of this page's pairs only (inactive ones too: staff edit them here). */
async function pageRoutes(db: Executor, pairs: readonly RoutePair[], query: PriceGridQuery): Promise<RouteRow[]> {
  if (pairs.length === 0) return [];
  return db
    .select({
      id: routePricing.id,
      version: routePricing.version,
      price: routePricing.price,
      isActive: routePricing.isActive,
      isCustomRoute: routePricing.isCustomRoute,
      aircraftType: routePricing.aircraftType,
      flightType: routePricing.flightType,
      departureLocationId: routePricing.departureLocationId,
      destinationId: routePricing.destinationId,
    })
    .from(routePricing)
    .where(
      and(
        inArray(routePricing.departureLocationId, [...new Set(pairs.map((p) => p.departureLocationId))]),
        inArray(routePricing.destinationId, [...new Set(pairs.map((p) => p.destinationId))]),
        query.aircraftType === undefined ? undefined : eq(routePricing.aircraftType, query.aircraftType),
        query.flightType === undefined ? undefined : eq(routePricing.flightType, query.flightType),
      ),
    );
}

/**
 * GET /api/admin/price-grid: a page of route pairs (departure x destination of one region and app context)
 * with, per aircraft and flight type, what the public quote answers and which source priced it. Only the
 * page's pairs are read from route_pricing (by the departure and destination indexes), so the answer stays
 * small at any number of route prices; the estimates come from the same pricing snapshot and the same
 * `sourcedQuote` as POST /api/calculate-price (price-grid-rows.ts).
 */
export async function priceGrid(db: Executor, snapshot: PricingSnapshot, query: PriceGridQuery, now: Date): Promise<PriceGridAnswer> {
  const limit = query.limit ?? PRICE_GRID_LIMIT_DEFAULT;
  const offset = query.offset ?? 0;
  const departures = await db
    .select({ id: departureLocations.id, name: departureLocations.name, value: departureLocations.value, appContext: departureLocations.appContext, isActive: departureLocations.isActive })
    .from(departureLocations)
    .where(departureScope(query))
    .orderBy(asc(departureLocations.displayOrder), asc(departureLocations.id));
  assertDepartureInScope(query, departures);

  const { pairs, total } = await pairPage(db, pairFilter(query), limit, offset);
  const columns = gridColumns(query);
  const routeRows = await pageRoutes(db, pairs, query);
  const routesByKey = new Map(routeRows.map((row) => [rowKey(row.departureLocationId, row.destinationId, row.aircraftType, row.flightType), row]));
  const page = { columns, routesByKey, snapshot, regionId: query.regionId, now, date: query.date };
  return {
    departures: departures.map((d) => ({ id: d.id, name: d.name, value: d.value, appContext: d.appContext, isActive: d.isActive })),
    columns,
    items: pairs.map((pair) => gridRow(pair, page)),
    total,
    limit,
    offset,
  };
}
