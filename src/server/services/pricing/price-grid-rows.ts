import { aircraftNameAndCode, AIRCRAFT_TYPES, type AircraftType } from '../../../domain/aircraft';
import type { PriceGridAnswer, PriceGridCell, PriceGridQuery, PriceGridRow } from '../../../domain/api/admin';
import { ROUTE_FLIGHT_TYPES, type RouteFlightType } from '../../../domain/flight-types';
import { centsFromDecimalString, dollarsFromCents } from '../../../domain/money';
import type { routePricing } from '../../db/schema';
import { NOT_AVAILABLE, sourcedQuote } from '../../../domain/pricing/resolver';
import { resolveLocations } from './resolve-locations';
import type { PricingSnapshot } from '../../../domain/pricing/snapshot';

/**
 * The price grid's rows from what the database read for one page (its route pairs and their route price
 * rows): per aircraft and flight type, what the public quote answers, by the same `sourcedQuote`.
 */

/** A departure and a destination of one region and app context, as the page query reads them. */
export interface RoutePair {
  departureLocationId: number;
  departureName: string;
  departureValue: string;
  departureActive: boolean;
  destinationId: number;
  destinationName: string;
  destinationValue: string;
  destinationActive: boolean;
}

export type RouteRow = Pick<
  typeof routePricing.$inferSelect,
  'id' | 'version' | 'price' | 'isActive' | 'isCustomRoute' | 'aircraftType' | 'flightType' | 'departureLocationId' | 'destinationId'
>;

export type GridColumn = PriceGridAnswer['columns'][number];

export const rowKey = (departureId: number, destinationId: number, aircraftType: string, flightType: string) =>
  `${departureId}|${destinationId}|${aircraftType}|${flightType}`;

/** What one page of the grid is priced against. */
export interface GridPage {
  columns: readonly GridColumn[];
  routesByKey: ReadonlyMap<string, RouteRow>;
  snapshot: PricingSnapshot;
  regionId: number;
  now: Date;
  /** The day priced; today in Perth when absent. */
  date?: string | undefined;
}

/** Aircraft x flight type, each narrowed to the one the query asks for. */
export function gridColumns(query: Pick<PriceGridQuery, 'aircraftType' | 'flightType'>): GridColumn[] {
  const aircraftTypes = query.aircraftType ? [query.aircraftType] : AIRCRAFT_TYPES;
  const flightTypes = query.flightType ? [query.flightType] : ROUTE_FLIGHT_TYPES;
  return aircraftTypes.flatMap((aircraftType) => flightTypes.map((flightType) => ({ aircraftType, aircraftLabel: aircraftNameAndCode(aircraftType), flightType })));
}

const departureLive = (pair: RoutePair, snapshot: PricingSnapshot) => pair.departureActive && snapshot.departuresById.has(pair.departureLocationId);

/** Visitors can choose the route: both places active, and so in the published snapshot. */
export const pairIsActive = (pair: RoutePair, snapshot: PricingSnapshot) =>
  departureLive(pair, snapshot) && pair.destinationActive && snapshot.destinationsById.has(pair.destinationId);

/** The route price row of this exact key, as the cell edits it (nulls when there is none). */
export function storedRoute(route: RouteRow | undefined): Pick<PriceGridCell, 'routePriceId' | 'version' | 'routePrice' | 'routePriceActive'> {
  if (!route) return { routePriceId: null, version: null, routePrice: null, routePriceActive: null };
  return { routePriceId: route.id, version: route.version, routePrice: dollarsFromCents(centsFromDecimalString(route.price)), routePriceActive: route.isActive };
}

type CellKey = Pick<PriceGridCell, 'departureLocationId' | 'destinationId' | 'aircraftType' | 'flightType' | 'routePriceId' | 'version' | 'routePrice' | 'routePriceActive'>;

/** Visitors cannot choose an inactive place: the public quote refuses it, so nothing is quoted. */
export function inactiveCell(pair: RoutePair, snapshot: PricingSnapshot, cell: CellKey, route: RouteRow | undefined): PriceGridCell {
  const which = departureLive(pair, snapshot) ? pair.destinationName : pair.departureName;
  return { ...cell, estimate: NOT_AVAILABLE, basePrice: null, source: null, message: `${which} is not active`, isCustomRoute: route?.isCustomRoute ?? false, hasWidgetHtml: false };
}

/** Exactly what POST /api/calculate-price answers for these values. */
function quotedCell(pair: RoutePair, page: GridPage, cell: CellKey, aircraftType: AircraftType, flightType: RouteFlightType): PriceGridCell {
  const { snapshot, regionId, now, date } = page;
  const locations = resolveLocations(snapshot, { departure: pair.departureValue, destination: pair.destinationValue, flightType, regionId });
  const { quote, source } = sourcedQuote(snapshot, aircraftType, flightType, locations, now, date ? { date } : {});
  return {
    ...cell,
    estimate: quote.estimate,
    basePrice: quote.breakdown?.basePrice ?? null,
    source,
    message: quote.message,
    isCustomRoute: quote.isCustomRoute,
    hasWidgetHtml: quote.iframeHtml !== null,
  };
}

/** One route pair's row of the grid. Scenic flights return to the departure: the quote ignores the destination, so only the departure's own row has them. */
export function gridRow(pair: RoutePair, page: GridPage): PriceGridRow {
  const isDepartureOwnRow = pair.destinationValue === pair.departureValue;
  const isActive = pairIsActive(pair, page.snapshot);
  const cells: PriceGridCell[] = [];
  for (const { aircraftType, flightType } of page.columns) {
    if (flightType === 'scenic' && !isDepartureOwnRow) continue;
    const route = page.routesByKey.get(rowKey(pair.departureLocationId, pair.destinationId, aircraftType, flightType));
    const cell = { departureLocationId: pair.departureLocationId, destinationId: pair.destinationId, aircraftType, flightType, ...storedRoute(route) };
    cells.push(isActive ? quotedCell(pair, page, cell, aircraftType, flightType) : inactiveCell(pair, page.snapshot, cell, route));
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
}
