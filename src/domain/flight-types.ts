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
