import { z } from 'zod';

/** Flight types a destination can offer and a route can be priced for. */
export const ROUTE_FLIGHT_TYPES = ['same-day', 'scenic', 'one-way'] as const;
export type RouteFlightType = (typeof ROUTE_FLIGHT_TYPES)[number];

/** Everything the flight-type chooser offers; pilot training is priced by the course, not the route. */
export const FLIGHT_TYPES = [...ROUTE_FLIGHT_TYPES, 'pilot-training'] as const;
export type FlightType = (typeof FLIGHT_TYPES)[number];

export const routeFlightTypeSchema = z.enum(ROUTE_FLIGHT_TYPES, {
  error: () => `Flight type must be one of: ${ROUTE_FLIGHT_TYPES.join(', ')}`,
});

/** 'return' is what older customer widgets call a same-day return flight (SPEC §3). */
export const flightTypeInputSchema = z
  .string({ error: 'Flight type is required' })
  .trim()
  .transform((value, ctx) => {
    const normalised = value === 'return' ? 'same-day' : value;
    if ((FLIGHT_TYPES as readonly string[]).includes(normalised)) return normalised as FlightType;
    ctx.addIssue({ code: 'custom', message: `Flight type must be one of: ${FLIGHT_TYPES.join(', ')}` });
    return z.NEVER;
  });

/** Scenic and pilot-training flights start and end at the departure (SPEC §4). */
export function isRoundTripFromDeparture(flightType: FlightType): boolean {
  return flightType === 'scenic' || flightType === 'pilot-training';
}
