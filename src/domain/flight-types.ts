/** Flight types a destination can offer and a route can be priced for. */
export const ROUTE_FLIGHT_TYPES = ['same-day', 'scenic', 'one-way'] as const;
export type RouteFlightType = (typeof ROUTE_FLIGHT_TYPES)[number];

/** Everything the flight-type chooser offers; pilot training is priced by the course, not the route. */
export const FLIGHT_TYPES = [...ROUTE_FLIGHT_TYPES, 'pilot-training'] as const;
export type FlightType = (typeof FLIGHT_TYPES)[number];

/** Scenic and pilot-training flights start and end at the departure (docs/product.md §4). */
export function isRoundTripFromDeparture(flightType: FlightType): boolean {
  return flightType === 'scenic' || flightType === 'pilot-training';
}

/** A route flight type as staff read it in the admin panel and the audit log. */
export const FLIGHT_TYPE_TITLES: Record<RouteFlightType, string> = { 'same-day': 'Same-day', scenic: 'Scenic', 'one-way': 'One-way' };

/** 'Scenic' for 'scenic'; an unknown id is shown as it is. */
export const flightTypeTitle = (type: string): string => (FLIGHT_TYPE_TITLES as Partial<Record<string, string>>)[type] ?? type;
