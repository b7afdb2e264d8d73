import { isRoundTripFromDeparture, type FlightType } from '../../../domain/flight-types';
import { badRequest } from '../../http-errors';
import type { PricingSnapshot, ResolvedLocations } from '../../../domain/pricing/snapshot';

/** A location reference: its `value` slug, or its numeric id as a string. */
function lookup<T>(byValue: Map<string, T>, byId: Map<number, T>, ref: string): T | undefined {
  return byValue.get(ref) ?? (/^\d+$/.test(ref) ? byId.get(Number(ref)) : undefined);
}

/**
 * Finds the departure and destination a request names, refusing unknown or inactive ones and ones
 * outside the requested region. Scenic and pilot-training flights return to the departure (docs/product.md §4), so
 * their destination is the destination row sharing the departure's value, if staff created one.
 */
export function resolveLocations(
  snapshot: PricingSnapshot,
  input: { departure: string; destination?: string | undefined; flightType: FlightType; regionId?: number | undefined },
): ResolvedLocations {
  const departure = lookup(snapshot.departuresByValue, snapshot.departuresById, input.departure);
  if (!departure) throw badRequest(`Departure location '${input.departure}' was not found or is not active`);
  if (input.regionId !== undefined && departure.regionId !== input.regionId) {
    throw badRequest(`Departure location '${departure.value}' is not in the selected region`);
  }
  if (isRoundTripFromDeparture(input.flightType)) {
    return { departure, destination: snapshot.destinationsByValue.get(departure.value) };
  }
  if (!input.destination) throw badRequest('destination: Choose a destination');
  const destination = lookup(snapshot.destinationsByValue, snapshot.destinationsById, input.destination);
  if (!destination) throw badRequest(`Destination '${input.destination}' was not found or is not active`);
  if (destination.regionId !== departure.regionId) {
    throw badRequest(`Destination '${destination.value}' is not in the same region as the departure location`);
  }
  return { departure, destination };
}
