import type { HostParty, RouteDetail } from '../../domain/embed-messages';
import type { BookingSnapshot } from './booking-snapshot';
import { postToHost } from './host-bridge';

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
  const { party: _party, ...names } = route;
  return Object.values(names).every(Boolean) ? (route as RouteDetail) : null;
}

/** Tells the embedding page about an estimate the visitor sees (only a numeric one, on a complete route). */
export function reportEstimate(snapshot: BookingSnapshot, aircraftName: string): void {
  const route = completeHostRoute(hostRoute(snapshot, aircraftName));
  if (route && typeof snapshot.estimate === 'number') {
    postToHost('estimate', { region: snapshot.regionCode ?? null, ...route, total: snapshot.estimate, perPerson: snapshot.breakdown?.perPerson ?? null, currency: 'AUD' });
  }
}
