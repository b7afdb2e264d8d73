import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { departureLocations, destinations, regions, routePricing } from '../../db/schema';
import { breathe, chunks, LOOKUP_KEYS } from './batches';
import { sqlArray } from './sql-arrays';
import type { ImportRow } from './validate-rows';

export interface ExistingLocation {
  id: number;
  regionId: number;
}

export interface ExistingRoute {
  id: number;
  price: string;
  iframeHtml: string | null;
  isCustomRoute: boolean;
  isActive: boolean;
}

/** What the database holds that an import's rows name: looked up once, in batches, never row by row. */
export interface ImportState {
  /** Region code (upper case) -> id. */
  regionIds: Map<string, number>;
  /** Region id -> code, as staff typed it. */
  regionCodes: Map<number, string>;
  departures: Map<string, ExistingLocation>;
  destinations: Map<string, ExistingLocation & { flightTypes: string[] }>;
  /** By `routeKey`. */
  routes: Map<string, ExistingRoute>;
}

export const routeKey = (aircraftType: string, departureId: number, destinationId: number, flightType: string) =>
  `${aircraftType}|${departureId}|${destinationId}|${flightType}`;

/** Rows by lower-cased value; where two differ only in case, the one already in lower case wins. */
function byLowerValue<L>(found: (L & { value: string })[], into: Map<string, L>) {
  for (const { value, ...location } of found) {
    const key = value.toLowerCase();
    if (!into.has(key) || value === key) into.set(key, location as L);
  }
}

export async function loadImportState(db: Executor, rows: readonly ImportRow[], signal?: AbortSignal): Promise<ImportState> {
  const regionRows = await db.select({ id: regions.id, code: regions.code }).from(regions);
  const regionIds = new Map(regionRows.map((r) => [r.code.toUpperCase(), r.id]));
  const regionCodes = new Map(regionRows.map((r) => [r.id, r.code]));

  // Rows carry values in lower case (validate-rows); the seed's QLD values are ICAO codes in capitals
  // (YBAF), which an exported file must find again rather than create a second time.
  const departures = new Map<string, ExistingLocation>();
  for (const values of chunks([...new Set(rows.map((r) => r.departure))], LOOKUP_KEYS)) {
    await breathe(signal);
    const found = await db
      .select({ id: departureLocations.id, value: departureLocations.value, regionId: departureLocations.regionId })
      .from(departureLocations)
      .where(sql`lower(${departureLocations.value}) = any(${sqlArray(values, 'text')})`);
    byLowerValue(found, departures);
  }

  const destinationsByValue = new Map<string, ExistingLocation & { flightTypes: string[] }>();
  for (const values of chunks([...new Set(rows.map((r) => r.destination))], LOOKUP_KEYS)) {
    await breathe(signal);
    const found = await db
      .select({ id: destinations.id, value: destinations.value, regionId: destinations.regionId, flightTypes: destinations.flightTypes })
      .from(destinations)
      .where(sql`lower(${destinations.value}) = any(${sqlArray(values, 'text')})`);
    byLowerValue(found, destinationsByValue);
  }

  // Only routes between locations that exist can exist; fetched per batch of destinations.
  const routes = new Map<string, ExistingRoute>();
  const destinationIds = [...new Set(rows.flatMap((r) => destinationsByValue.get(r.destination)?.id ?? []))];
  for (const ids of chunks(destinationIds, LOOKUP_KEYS)) {
    await breathe(signal);
    const found = await db
      .select({
        id: routePricing.id,
        aircraftType: routePricing.aircraftType,
        departureLocationId: routePricing.departureLocationId,
        destinationId: routePricing.destinationId,
        flightType: routePricing.flightType,
        price: routePricing.price,
        iframeHtml: routePricing.iframeHtml,
        isCustomRoute: routePricing.isCustomRoute,
        isActive: routePricing.isActive,
      })
      .from(routePricing)
      .where(sql`${routePricing.destinationId} = any(${sqlArray(ids, 'integer')})`);
    for (const { aircraftType, departureLocationId, destinationId, flightType, ...route } of found) {
      routes.set(routeKey(aircraftType, departureLocationId, destinationId, flightType), route);
    }
  }
  await breathe(signal);
  return { regionIds, regionCodes, departures, destinations: destinationsByValue, routes };
}
