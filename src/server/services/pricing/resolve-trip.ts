import { AIRCRAFT, type AircraftType } from '../../../domain/aircraft';
import type { TripLeg } from '../../../domain/api/trip';
import type { Language } from '../../../domain/language-codes';
import { perthToday } from '../../../domain/price-date';
import type { PricingSnapshot } from '../../../domain/pricing/snapshot';
import type { ResolvedTripLeg, TripPlace } from '../../../domain/pricing/trip';
import { TRIP_REFUSAL_CODE } from '../../../domain/trip-params';
import { badRequest } from '../../http-errors';
import { TRIP_REFUSALS, type LegEnd, type TripRefusalWords } from './trip-refusals';

/** A 400 in the visitor's words; its issues say where, with the code that tells the page it is worded for the visitor. */
const refused = (message: string, issues: { path: string; message: string }[]) =>
  badRequest(message, issues.map((issue) => ({ ...issue, code: TRIP_REFUSAL_CODE })));

/** A place by slug: the departure and the destination of that slug (at least one, in the region), or a 400 in words. */
function placeOf(snapshot: PricingSnapshot, slug: string, regionId: number, leg: number, end: LegEnd, words: TripRefusalWords): TripPlace {
  const departure = snapshot.departuresByValue.get(slug);
  const destination = snapshot.destinationsByValue.get(slug);
  const place = departure ?? destination;
  const path = `legs.${leg - 1}.${end}`;
  if (!place) throw refused(words.placeNotFound(leg, end, slug), [{ path, message: 'was not found' }]);
  if (place.regionId !== regionId) throw refused(words.placeOutsideRegion(leg, end, slug), [{ path, message: 'is not in the region' }]);
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
function assertChained(legs: readonly TripLeg[], index: number, today: string, words: TripRefusalWords): void {
  const leg = legs[index]!;
  const n = index + 1;
  if (leg.from === leg.to) throw refused(words.legToItself(n, leg.from), [{ path: `legs.${index}.to`, message: 'is where the leg starts' }]);
  if (leg.date < today) throw refused(words.dayPassed(n, leg.date), [{ path: `legs.${index}.date`, message: 'has passed' }]);
  const before = legs[index - 1];
  if (!before) return;
  if (leg.from !== before.to) throw refused(words.notWhereBeforeEnds(n, before.to), [{ path: `legs.${index}.from`, message: 'is not where the leg before ends' }]);
  if (leg.date < before.date) throw refused(words.dayBeforePrevious(n), [{ path: `legs.${index}.date`, message: 'is before the leg before' }]);
}

/**
 * The trip a request names, each place found in the snapshot, refused in the visitor's words when a place is
 * unknown or outside the region, a leg flies to itself, does not start where the one before ended, or is on a
 * past day, or when there are more passengers than seats.
 */
export function resolveTrip(
  snapshot: PricingSnapshot,
  input: { aircraftType: AircraftType; regionId: number; passengers: number; legs: readonly TripLeg[] },
  now: Date,
  language: Language,
): ResolvedTripLeg[] {
  const words = TRIP_REFUSALS[language];
  const aircraft = AIRCRAFT[input.aircraftType];
  if (input.passengers > aircraft.capacity) {
    throw refused(words.tooManyPassengers(input.aircraftType), [{ path: 'passengers', message: `at most ${aircraft.capacity}` }]);
  }
  const today = perthToday(now);
  return input.legs.map((leg, index) => {
    assertChained(input.legs, index, today, words);
    return {
      from: placeOf(snapshot, leg.from, input.regionId, index + 1, 'from', words),
      to: placeOf(snapshot, leg.to, input.regionId, index + 1, 'to', words),
      date: leg.date,
      waitMinutes: leg.waitMinutes,
    };
  });
}

/** The refusal when some legs have no price: the aircraft does not fly in the region at all, or these legs. */
export function unpricedRefusal(aircraftType: AircraftType, legs: readonly ResolvedTripLeg[], unpriced: readonly number[], language: Language) {
  const words = TRIP_REFUSALS[language];
  if (unpriced.length === legs.length) return refused(words.noLegFlown(aircraftType), [{ path: 'aircraftType', message: 'does not fly here' }]);
  const named = unpriced.map((n) => ({ n, from: legs[n - 1]!.from.name, to: legs[n - 1]!.to.name }));
  return refused(words.legsNotFlown(aircraftType, named), unpriced.map((n) => ({ path: `legs.${n - 1}`, message: 'is not available for this aircraft' })));
}
