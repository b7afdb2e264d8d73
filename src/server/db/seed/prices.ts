import type { AircraftType } from '../../../domain/aircraft';
import { AIRCRAFT_TYPES } from '../../../domain/aircraft';
import type { RouteFlightType } from '../../../domain/flight-types';
import { decimalStringFromCents } from '../../../domain/money';
import { greatCircleKm, legMinutes, SCENIC_FLIGHT } from '../../../domain/route-math';
import type { destinationPricing, pricingRules, routePricing } from '../schema';
import type { DepartureSeed, DestinationSeed, RegionCode } from './types';

/**
 * Seeded prices. Route rows are computed from the real great-circle distance and each aircraft's cruise
 * speed (domain/route-math), so they grow with distance and aircraft size:
 *   same-day (return) = hourly rate x max(1 h, both legs) + landing/handling fee, rounded up to A$10;
 *   one-way = 60 % of same-day; scenic = hourly rate x 45 min x 1.15.
 * Hourly rates are set against the docs/product.md §9 cruise speeds, so a bigger aircraft never costs less on a
 * route than a smaller one of the same speed class (the 9- and 11-seat singles cruise at 200 km/h).
 */
export const HOURLY_RATE_AUD: Record<AircraftType, number> = {
  '3-passengers': 480,
  '5-passengers-single-prop': 850,
  '5-passengers-twin-prop': 1350,
  '6-passengers': 800,
  '8-passengers': 2200,
  '9-passengers': 1700,
  '12-passengers': 2500,
  '4-5-passenger-helicopter': 1800,
};

export const LANDING_FEE_AUD: Record<AircraftType, number> = {
  '3-passengers': 60,
  '5-passengers-single-prop': 80,
  '5-passengers-twin-prop': 120,
  '6-passengers': 90,
  '8-passengers': 150,
  '9-passengers': 160,
  '12-passengers': 200,
  '4-5-passenger-helicopter': 100,
};

const MIN_BILLED_HOURS = 1;
const ONE_WAY_SHARE = 0.6;
const SCENIC_MULTIPLIER = 1.15;

const ALL: readonly AircraftType[] = AIRCRAFT_TYPES;
const LIGHT_FLEET: readonly AircraftType[] = ['3-passengers', '5-passengers-single-prop', '6-passengers', '4-5-passenger-helicopter'];

/** The aircraft based at each departure. The big twins and Caravans fly from the main airports only. */
export const DEPARTURE_FLEETS: Record<string, readonly AircraftType[]> = {
  jandakot: ALL,
  'perth-airport': ALL,
  serpentine: ['3-passengers', '6-passengers', '4-5-passenger-helicopter'],
  busselton: ['3-passengers', '5-passengers-single-prop', '5-passengers-twin-prop', '6-passengers', '4-5-passenger-helicopter'],
  YBAF: ALL,
  YBCG: ALL,
  YCAB: LIGHT_FLEET,
  YRED: LIGHT_FLEET,
  'jandakot-twin': ['3-passengers', '5-passengers-single-prop', '6-passengers', '8-passengers', '4-5-passenger-helicopter'],
};

/** Aircraft flown on scenic flights (where the departure's fleet has them). */
export const SCENIC_AIRCRAFT: readonly AircraftType[] = LIGHT_FLEET;

/**
 * Aircraft that cannot fly into a destination at all: no route row, no destination pricing and no pricing rule, so
 * the estimate reads NOT AVAILABLE and the picker leaves them out (the seed shows every state: docs/architecture.md
 * "Data the product ships with"). Helicopters lack the range for Albany, Geraldton and the open-water leg to Lady
 * Elliot; the 11-seat Caravan is not operated into Rottnest or onto the short grass strip at Dunwich.
 */
export const ROUTE_UNAVAILABLE_AIRCRAFT: Record<string, readonly AircraftType[]> = {
  albany: ['4-5-passenger-helicopter'],
  geraldton: ['4-5-passenger-helicopter'],
  YLEL: ['4-5-passenger-helicopter'],
  'rottnest-island': ['12-passengers'],
  'rottnest-island-twin': ['12-passengers'],
  YDUN: ['12-passengers'],
};

/** Departures that only offer scenic flights: no same-day or one-way rows. */
export const SCENIC_ONLY_DEPARTURES: readonly string[] = ['serpentine'];

/** Departure/destination pairs too close to fly (30 km by road). */
export const SKIPPED_PAIRS: readonly (readonly [string, string])[] = [['busselton', 'margaret-river']];

/** Routes priced on request: the visitor sends the custom-route form instead of booking (price 0). */
export const CUSTOM_ROUTES: readonly {
  departure: string;
  destination: string;
  aircraftType: AircraftType;
  flightTypes: readonly RouteFlightType[];
}[] = [
  { departure: 'jandakot', destination: 'albany', aircraftType: '8-passengers', flightTypes: ['same-day', 'one-way'] },
  { departure: 'YBAF', destination: 'YLEL', aircraftType: '9-passengers', flightTypes: ['same-day'] },
];

/** Destination-wide prices for aircraft that have no route rows into that destination. */
const DESTINATION_PRICED: readonly {
  destination: string;
  /** The departure whose distance the price is worked out from. */
  hub: string;
  aircraftType: AircraftType;
  oneWay: boolean;
}[] = [
  { destination: 'margaret-river', hub: 'jandakot', aircraftType: '9-passengers', oneWay: true },
  { destination: 'margaret-river', hub: 'jandakot', aircraftType: '12-passengers', oneWay: false },
  { destination: 'geraldton', hub: 'jandakot', aircraftType: '5-passengers-twin-prop', oneWay: true },
  { destination: 'YHBA', hub: 'YBAF', aircraftType: '4-5-passenger-helicopter', oneWay: false },
];

export type RoutePriceSeed = Omit<
  typeof routePricing.$inferInsert,
  'id' | 'departureLocationId' | 'destinationId' | 'createdAt' | 'updatedAt'
> & { departure: string; destination: string; aircraftType: AircraftType; flightType: RouteFlightType };

export type DestinationPriceSeed = Omit<typeof destinationPricing.$inferInsert, 'id' | 'destinationId' | 'updatedAt'> & {
  destination: string;
  aircraftType: AircraftType;
};

export type PricingRuleSeed = Omit<typeof pricingRules.$inferInsert, 'id' | 'createdAt'>;

const roundUpToTenDollars = (dollars: number): number => Math.ceil(dollars / 10) * 10;
const price = (dollars: number): string => decimalStringFromCents(dollars * 100);

export function sameDayDollars(distanceKm: number, aircraftType: AircraftType): number {
  const hours = Math.max(MIN_BILLED_HOURS, (2 * legMinutes(distanceKm, aircraftType)) / 60);
  return roundUpToTenDollars(HOURLY_RATE_AUD[aircraftType] * hours + LANDING_FEE_AUD[aircraftType]);
}

export const oneWayDollars = (distanceKm: number, aircraftType: AircraftType): number =>
  roundUpToTenDollars(sameDayDollars(distanceKm, aircraftType) * ONE_WAY_SHARE);

export const scenicDollars = (aircraftType: AircraftType): number =>
  roundUpToTenDollars(HOURLY_RATE_AUD[aircraftType] * (SCENIC_FLIGHT.maxMinutes / 60) * SCENIC_MULTIPLIER);

function destinationPricedTypes(destination: string): AircraftType[] {
  return DESTINATION_PRICED.filter((d) => d.destination === destination).map((d) => d.aircraftType);
}

/** Aircraft with route rows (or none at all) into a destination. */
function routeAircraft(departure: string, destination: string): AircraftType[] {
  const fleet = DEPARTURE_FLEETS[departure] ?? [];
  const excluded = new Set([...(ROUTE_UNAVAILABLE_AIRCRAFT[destination] ?? []), ...destinationPricedTypes(destination)]);
  return fleet.filter((type) => !excluded.has(type));
}

/** The scenic rows of a departure: one per scenic aircraft of its fleet, on the destination sharing its value. */
function scenicRows(dep: DepartureSeed, dest: DestinationSeed): RoutePriceSeed[] {
  return (DEPARTURE_FLEETS[dep.value] ?? [])
    .filter((t) => SCENIC_AIRCRAFT.includes(t))
    .map((aircraftType) => ({ departure: dep.value, destination: dest.value, aircraftType, flightType: 'scenic', price: price(scenicDollars(aircraftType)) }));
}

/** Whether the route is priced on request for this aircraft and flight type. */
export const isCustomRoute = (departure: string, destination: string, aircraftType: AircraftType, flightType: RouteFlightType) =>
  CUSTOM_ROUTES.some((c) => c.departure === departure && c.destination === destination && c.aircraftType === aircraftType && c.flightTypes.includes(flightType));

/** Same-day and one-way rows between two places, per fleet aircraft that may fly there; custom routes at price 0. */
function routeRows(dep: DepartureSeed, dest: DestinationSeed, flightTypes: readonly RouteFlightType[]): RoutePriceSeed[] {
  const km = greatCircleKm(dep, dest);
  // Scenic is priced per departure (scenicRows), never between two places.
  const priced = flightTypes.filter((flightType) => flightType !== 'scenic');
  return routeAircraft(dep.value, dest.value).flatMap((aircraftType) =>
    priced.map((flightType): RoutePriceSeed => {
      const custom = isCustomRoute(dep.value, dest.value, aircraftType, flightType);
      const dollars = flightType === 'same-day' ? sameDayDollars(km, aircraftType) : oneWayDollars(km, aircraftType);
      return { departure: dep.value, destination: dest.value, aircraftType, flightType, price: custom ? '0' : price(dollars), isCustomRoute: custom };
    }),
  );
}

/** The route rows of one departure and destination (none across regions or app contexts). */
export function pairRoutePrices(dep: DepartureSeed, dest: DestinationSeed): RoutePriceSeed[] {
  if (dest.region !== dep.region || dest.appContext !== dep.appContext) return [];
  const flightTypes = dest.flightTypes ?? ['same-day'];
  if (dest.value === dep.value) return flightTypes.includes('scenic') ? scenicRows(dep, dest) : [];
  if (SCENIC_ONLY_DEPARTURES.includes(dep.value)) return [];
  if (SKIPPED_PAIRS.some(([d, t]) => d === dep.value && t === dest.value)) return [];
  return routeRows(dep, dest, flightTypes);
}

/**
 * Route rows for every departure x destination of the same region and app context:
 * - a destination offering same-day/one-way gets a row per fleet aircraft and flight type it offers
 *   (minus ROUTE_UNAVAILABLE_AIRCRAFT and the types priced per destination; CUSTOM_ROUTES at price 0);
 * - the scenic destination whose value equals the departure's value gets that departure's scenic rows;
 * - scenic-only departures get nothing else.
 */
export function buildRoutePrices(
  departures: readonly DepartureSeed[],
  destinations: readonly DestinationSeed[],
): RoutePriceSeed[] {
  return departures.flatMap((dep) => destinations.flatMap((dest) => pairRoutePrices(dep, dest)));
}

export function buildDestinationPrices(
  departures: readonly DepartureSeed[],
  destinations: readonly DestinationSeed[],
): DestinationPriceSeed[] {
  return DESTINATION_PRICED.map((entry) => {
    const hub = departures.find((d) => d.value === entry.hub);
    const dest = destinations.find((d) => d.value === entry.destination);
    if (!hub || !dest) throw new Error(`Seed destination pricing refers to unknown ${entry.hub} or ${entry.destination}`);
    const km = greatCircleKm(hub, dest);
    return {
      destination: entry.destination,
      aircraftType: entry.aircraftType,
      sameDayPrice: price(sameDayDollars(km, entry.aircraftType)),
      oneWayPrice: entry.oneWay ? price(oneWayDollars(km, entry.aircraftType)) : null,
      scenicPrice: null,
    };
  });
}

/**
 * The last resort of the price resolver: A$ per flight hour. Only the two most common training/charter
 * aircraft have rules, so every other type stays unavailable where it has no rows.
 */
export const PRICING_RULES: readonly PricingRuleSeed[] = [
  { aircraftType: '3-passengers', basePrice: '420.00', flightTypeMultipliers: { 'same-day': 1, 'one-way': 1, scenic: 1.15 }, appContext: 'main' },
  { aircraftType: '6-passengers', basePrice: '780.00', flightTypeMultipliers: { 'same-day': 1, 'one-way': 1, scenic: 1.15 }, appContext: 'main' },
];

export const REGION_SETTINGS: Record<RegionCode, { bookingFeePercent: string; bookingFeeMinimum: string }> = {
  WA: { bookingFeePercent: '5.00', bookingFeeMinimum: '25.00' },
  QLD: { bookingFeePercent: '4.50', bookingFeeMinimum: '30.00' },
};
