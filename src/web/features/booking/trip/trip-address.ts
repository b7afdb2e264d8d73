import { legsParam, TRIP_PARAM, type SharedLeg } from '../../../../domain/trip-params';
import { FLIGHT_DATE_PARAM } from '../../../lib/flight-date';

/**
 * The address with these legs: the trip's `legs=`, and its first leg as the flight chosen (departure,
 * destination and day), so the aircraft offered and the request form's day follow the trip. One leg left is a
 * single flight again: the trip's parameter goes.
 */
export function addressWithLegs(current: URLSearchParams, legs: readonly SharedLeg[]): URLSearchParams {
  const next = new URLSearchParams(current);
  const first = legs[0];
  if (legs.length > 1) next.set(TRIP_PARAM, legsParam(legs));
  else next.delete(TRIP_PARAM);
  if (first) {
    next.set('departure', first.from);
    next.set('destination', first.to);
    next.set(FLIGHT_DATE_PARAM, first.date);
    next.delete('departureId');
    next.delete('destinationId');
  }
  return next;
}
