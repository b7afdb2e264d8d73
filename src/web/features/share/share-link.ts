import { writePartyParams } from '../../../domain/party-rules';
import { legsParam, TRIP_PARAM } from '../../../domain/trip-params';
import type { BookingSnapshot } from '../../lib/booking-snapshot';
import { FLIGHT_DATE_PARAM } from '../../lib/flight-date';

/**
 * The shared-estimate address (docs/product.md §2): the main page with departure, destination, aircraft,
 * flightType, region, who flies, the day priced and a trip's legs, URL-encoded, so that opening it re-creates the same quote
 * for the same party on the same day.
 */
export function shareUrl(snapshot: BookingSnapshot, origin: string): string {
  const params = new URLSearchParams();
  if (snapshot.departure) params.set('departure', snapshot.departure.value);
  if (snapshot.destination) params.set('destination', snapshot.destination.value);
  if (snapshot.aircraftType) params.set('aircraft', snapshot.aircraftType);
  if (snapshot.flightType) params.set('flightType', snapshot.flightType);
  if (snapshot.regionCode) params.set('region', snapshot.regionCode);
  if (snapshot.party) writePartyParams(params, snapshot.party);
  if (snapshot.date) params.set(FLIGHT_DATE_PARAM, snapshot.date);
  // A trip of several legs travels whole (decision 0070): opening the link restores its legs and its price.
  if (snapshot.legs && snapshot.legs.length > 1) params.set(TRIP_PARAM, legsParam(snapshot.legs));
  return `${origin}/?${params.toString()}`;
}

export function socialLinks(url: string, text: string, subject: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/tweet?text=${t}&url=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`,
  };
}
