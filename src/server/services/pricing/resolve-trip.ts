import { AIRCRAFT, type AircraftType } from '../../../domain/aircraft';
import type { TripLeg } from '../../../domain/api/trip';
import { perthToday } from '../../../domain/price-date';
import type { PricingSnapshot } from '../../../domain/pricing/snapshot';
import type { ResolvedTripLeg, TripPlace } from '../../../domain/pricing/trip';
import { badRequest } from '../../http-errors';

/** A place by slug: the departure and the destination of that slug (at least one, in the region), or a 400 in words. */
function placeOf(snapshot: PricingSnapshot, slug: string, regionId: number, where: string): TripPlace {
  const departure = snapshot.departuresByValue.get(slug);
  const destination = snapshot.destinationsByValue.get(slug);
  const place = departure ?? destination;
  if (!place) throw badRequest(`${where}: '${slug}' was not found or is not active`, [{ path: where, message: 'was not found' }]);
  if (place.regionId !== regionId) throw badRequest(`${where}: '${slug}' is not in the selected region`, [{ path: where, message: 'is not in the region' }]);
  return {
    value: place.value,
    name: place.name,
    regionId,
    latitude: place.latitude,
    longitude: place.longitude,
    departure: departure?.regionId === regionId ? departure : undefined,
    destination: destination?.regionId === regionId ? destination : undefined,
  };
}

/** The order of a trip's legs: each starts where the one before ended, on the same day or later (decision 0070). */
function assertChained(legs: readonly TripLeg[], index: number, today: string): void {
  const leg = legs[index]!;
  const n = index + 1;
  if (leg.from === leg.to) throw badRequest(`Leg ${n} starts and ends at '${leg.from}': a leg must fly to another place`, [{ path: `legs.${index}.to`, message: 'is where the leg starts' }]);
  if (leg.date < today) throw badRequest(`Leg ${n} is on ${leg.date}, a day that has passed: choose today or a later day`, [{ path: `legs.${index}.date`, message: 'has passed' }]);
  const before = legs[index - 1];
  if (!before) return;
  if (leg.from !== before.to) {
    throw badRequest(`Leg ${n} must start where leg ${index} ends ('${before.to}'): add the flight between them as a leg of its own`, [{ path: `legs.${index}.from`, message: 'is not where the leg before ends' }]);
  }
  if (leg.date < before.date) throw badRequest(`Leg ${n} cannot be on a day before leg ${index}`, [{ path: `legs.${index}.date`, message: 'is before the leg before' }]);
}

/**
 * The trip a request names, each place found in the snapshot, refused in words when a place is unknown or
 * outside the region, a leg flies to itself, does not start where the one before ended, or is on a past day,
 * or when there are more passengers than seats.
 */
export function resolveTrip(
  snapshot: PricingSnapshot,
  input: { aircraftType: AircraftType; regionId: number; passengers: number; legs: readonly TripLeg[] },
  now: Date,
): ResolvedTripLeg[] {
  const aircraft = AIRCRAFT[input.aircraftType];
  if (input.passengers > aircraft.capacity) {
    throw badRequest(`The ${aircraft.label} aircraft seats ${aircraft.capacity} passengers`, [{ path: 'passengers', message: `at most ${aircraft.capacity}` }]);
  }
  const today = perthToday(now);
  return input.legs.map((leg, index) => {
    assertChained(input.legs, index, today);
    return {
      from: placeOf(snapshot, leg.from, input.regionId, `legs.${index}.from`),
      to: placeOf(snapshot, leg.to, input.regionId, `legs.${index}.to`),
      date: leg.date,
      waitMinutes: leg.waitMinutes,
    };
  });
}

/** The refusal when some legs have no price: the aircraft does not fly in the region at all, or these legs. */
export function unpricedRefusal(aircraftType: AircraftType, legs: readonly ResolvedTripLeg[], unpriced: readonly number[]) {
  const label = AIRCRAFT[aircraftType].label;
  if (unpriced.length === legs.length) return badRequest(`The ${label} aircraft does not fly these legs in this region: choose another aircraft`, [{ path: 'aircraftType', message: 'does not fly here' }]);
  const names = unpriced.map((n) => `leg ${n} (${legs[n - 1]!.from.name} – ${legs[n - 1]!.to.name})`).join(', ');
  return badRequest(`The ${label} aircraft does not fly ${names}: change the leg or choose another aircraft`, unpriced.map((n) => ({ path: `legs.${n - 1}`, message: 'is not available for this aircraft' })));
}
