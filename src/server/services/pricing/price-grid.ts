import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AIRCRAFT, AIRCRAFT_TYPES } from '../../../domain/aircraft';
import { PRICE_GRID_LIMIT_DEFAULT, type PriceGridAnswer, type PriceGridCell, type PriceGridQuery } from '../../../domain/api/admin';
import { ROUTE_FLIGHT_TYPES } from '../../../domain/flight-types';
import { centsFromDecimalString, dollarsFromCents } from '../../../domain/money';
import type { Executor } from '../../db/database';
import { departureLocations, destinations, routePricing } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { containsPattern } from '../admin-lists/paged-list';
import { NOT_AVAILABLE, sourcedQuote } from './quote';
import { resolveLocations } from './resolve-locations';
import type { PricingSnapshot } from './snapshot';

type RouteRow = Pick<typeof routePricing.$inferSelect, 'id' | 'version' | 'price' | 'isActive' | 'isCustomRoute' | 'aircraftType' | 'flightType' | 'departureLocationId' | 'destinationId'>;
const rowKey = (departureId: number, destinationId: number, aircraftType: string, flightType: string) => `${departureId}|${destinationId}|${aircraftType}|${flightType}`;

/**
 * GET /api/admin/price-grid: a page of route pairs (departure x destination of one region and app context)
 * with, per aircraft and flight type, what the public quote answers and which source priced it. Only the
 * page's pairs are read from route_pricing (by the departure and destination indexes), so the answer stays
 * small at any number of route prices; the estimates come from the same pricing snapshot and the same
 * `sourcedQuote` as POST /api/calculate-price.
 */
export async function priceGrid(db: Executor, snapshot: PricingSnapshot, query: PriceGridQuery, now: Date): Promise<PriceGridAnswer> {
  const limit = query.limit ?? PRICE_GRID_LIMIT_DEFAULT;
  const offset = query.offset ?? 0;

  const departureScope = and(
    eq(departureLocations.regionId, query.regionId),
    query.appContext === undefined ? undefined : eq(departureLocations.appContext, query.appContext),
  );
  const departures = await db
    .select({ id: departureLocations.id, name: departureLocations.name, value: departureLocations.value, appContext: departureLocations.appContext, isActive: departureLocations.isActive })
    .from(departureLocations)
    .where(departureScope)
    .orderBy(asc(departureLocations.displayOrder), asc(departureLocations.id));
  if (query.departureLocationId !== undefined && !departures.some((d) => d.id === query.departureLocationId)) {
    throw badRequest(`Departure location ${query.departureLocationId} is not in this region${query.appContext ? ` and app context (${query.appContext})` : ''}`, [
      { path: 'departureLocationId', message: 'is not in this region' },
    ]);
  }

  // Route pairs: a departure and a destination of the same region and app context (the twin site has its own copies).
  const pairSource = () =>
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
      .innerJoin(destinations, and(eq(destinations.regionId, departureLocations.regionId), eq(destinations.appContext, departureLocations.appContext)));
  const conditions: (SQL | undefined)[] = [departureScope];
  if (query.departureLocationId !== undefined) conditions.push(eq(departureLocations.id, query.departureLocationId));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(destinations.name, pattern), ilike(destinations.value, pattern), query.departureLocationId === undefined ? ilike(departureLocations.name, pattern) : undefined));
  }
  const where = and(...conditions);
  const [pairs, [counted]] = await Promise.all([
    pairSource()
      .where(where)
      .orderBy(asc(departureLocations.displayOrder), asc(departureLocations.id), asc(destinations.displayOrder), asc(destinations.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(departureLocations)
      .innerJoin(destinations, and(eq(destinations.regionId, departureLocations.regionId), eq(destinations.appContext, departureLocations.appContext)))
      .where(where),
  ]);

  const aircraftTypes = query.aircraftType ? [query.aircraftType] : AIRCRAFT_TYPES;
  const flightTypes = query.flightType ? [query.flightType] : ROUTE_FLIGHT_TYPES;
  const columns = aircraftTypes.flatMap((aircraftType) => flightTypes.map((flightType) => ({ aircraftType, aircraftLabel: AIRCRAFT[aircraftType].label, flightType })));

  // The route price rows of this page only (inactive ones too: staff edit them here).
  const routeRows: RouteRow[] =
    pairs.length === 0
      ? []
      : await db
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
  const routesByKey = new Map(routeRows.map((row) => [rowKey(row.departureLocationId, row.destinationId, row.aircraftType, row.flightType), row]));

  const items = pairs.map((pair) => {
    const isDepartureOwnRow = pair.destinationValue === pair.departureValue;
    const isActive = pair.departureActive && pair.destinationActive && snapshot.departuresById.has(pair.departureLocationId) && snapshot.destinationsById.has(pair.destinationId);
    const cells: PriceGridCell[] = [];
    for (const { aircraftType, flightType } of columns) {
      // Scenic flights return to the departure: the quote ignores the destination, so only the departure's own row has them.
      if (flightType === 'scenic' && !isDepartureOwnRow) continue;
      const route = routesByKey.get(rowKey(pair.departureLocationId, pair.destinationId, aircraftType, flightType));
      const stored = {
        routePriceId: route?.id ?? null,
        version: route?.version ?? null,
        routePrice: route ? dollarsFromCents(centsFromDecimalString(route.price)) : null,
        routePriceActive: route?.isActive ?? null,
      };
      const cell = { departureLocationId: pair.departureLocationId, destinationId: pair.destinationId, aircraftType, flightType, ...stored };
      if (!isActive) {
        // Visitors cannot choose an inactive place: the public quote refuses it, so nothing is quoted.
        const which = !pair.departureActive || !snapshot.departuresById.has(pair.departureLocationId) ? pair.departureName : pair.destinationName;
        cells.push({ ...cell, estimate: NOT_AVAILABLE, basePrice: null, source: null, message: `${which} is not active`, isCustomRoute: route?.isCustomRoute ?? false, hasWidgetHtml: false });
        continue;
      }
      // Exactly what POST /api/calculate-price does with these values.
      const locations = resolveLocations(snapshot, { departure: pair.departureValue, destination: pair.destinationValue, flightType, regionId: query.regionId });
      const { quote, source } = sourcedQuote(snapshot, aircraftType, flightType, locations, now);
      cells.push({
        ...cell,
        estimate: quote.estimate,
        basePrice: quote.breakdown?.basePrice ?? null,
        source,
        message: quote.message,
        isCustomRoute: quote.isCustomRoute,
        hasWidgetHtml: quote.iframeHtml !== null,
      });
    }
    return {
      departureLocationId: pair.departureLocationId,
      departureName: pair.departureName,
      destinationId: pair.destinationId,
      destinationName: pair.destinationName,
      isActive,
      isDepartureOwnRow,
      cells,
    };
  });

  return {
    departures: departures.map((d) => ({ id: d.id, name: d.name, value: d.value, appContext: d.appContext, isActive: d.isActive })),
    columns,
    items,
    total: counted?.total ?? 0,
    limit,
    offset,
  };
}
