import type { HostParty, RouteDetail } from '../../domain/embed-messages';
import type { BookingSnapshot } from './booking-snapshot';

/** The party as the events carry it: absent weights left out, and null until the page states a party. */
function hostParty(party: BookingSnapshot['party']): HostParty | null {
  if (!party) return null;
  const { adults, children, weightKg, baggageKg } = party;
  return { adults, children, ...(weightKg === undefined ? {} : { weightKg }), ...(baggageKg === undefined ? {} : { baggageKg }) };
}

/**
 * The route every host-page event names, from what the flights tab chose: slugs and the names the visitor
 * read. `aircraftName` is the aircraft's label in the page's language (useAircraftLabel).
 */
export function hostRoute(snapshot: BookingSnapshot, aircraftName: string): RouteDetail<string | null> {
  return {
    departure: snapshot.departure?.value ?? null,
    departureName: snapshot.departure?.name ?? null,
    destination: snapshot.destination?.value ?? null,
    destinationName: snapshot.destination?.name ?? null,
    flightType: snapshot.flightType || null,
    aircraft: snapshot.aircraftType || null,
    aircraftName: snapshot.aircraftType ? aircraftName : null,
    party: hostParty(snapshot.party),
  };
}

/** The route of an estimate or a Book Now: both happen only once every part is chosen. */
export function completeHostRoute(route: RouteDetail<string | null>): RouteDetail | null {
  const { departure, departureName, destination, destinationName, flightType, aircraft, aircraftName } = route;
  if (!departure || !departureName || !destination || !destinationName || !flightType || !aircraft || !aircraftName) return null;
  return { ...route, departure, departureName, destination, destinationName, flightType, aircraft, aircraftName };
}
