import { AIRCRAFT, type AircraftType } from './aircraft';

export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
/** Taxi, climb and descent added to every leg (docs/product.md §9). */
export const LEG_OVERHEAD_MINUTES = 5;
/** What a scenic flight is sold as when it has no route of its own (docs/product.md §9: 30-45 min, about 50 km). */
export const SCENIC_FLIGHT = { minMinutes: 30, maxMinutes: 45, distanceKm: 50 } as const;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula, in km rounded to one decimal. */
export function greatCircleKm(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * 10) / 10;
}

/** Minutes for one leg: distance at the aircraft's cruise speed plus the fixed overhead, whole minutes. */
export function legMinutes(distanceKm: number, aircraftType: AircraftType): number {
  return Math.round((distanceKm / AIRCRAFT[aircraftType].cruiseKmh) * 60) + LEG_OVERHEAD_MINUTES;
}

export interface RouteFigures {
  distanceKm: number;
  /** One leg, as the route summary card shows it. */
  flightMinutes: number;
  /** Hours billed: both legs for a same-day return, one leg otherwise. */
  blockHours: number;
}

export function routeFigures(
  flightType: 'same-day' | 'one-way' | 'scenic',
  aircraftType: AircraftType,
  from: LatLng | null,
  to: LatLng | null,
): RouteFigures | null {
  if (flightType === 'scenic') {
    return { distanceKm: SCENIC_FLIGHT.distanceKm, flightMinutes: SCENIC_FLIGHT.maxMinutes, blockHours: SCENIC_FLIGHT.maxMinutes / 60 };
  }
  if (!from || !to) return null;
  const distanceKm = greatCircleKm(from, to);
  const flightMinutes = legMinutes(distanceKm, aircraftType);
  const legs = flightType === 'same-day' ? 2 : 1;
  return { distanceKm, flightMinutes, blockHours: (flightMinutes * legs) / 60 };
}

/** "1 h 25 min", "45 min": how the route summary reads a duration. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
