import { eq } from 'drizzle-orm';
import type { FlightType } from '../../../domain/flight-types';
import type { Database } from '../../db/database';
import { regions } from '../../db/schema';
import type { ResolvedLocations } from '../../../domain/pricing/snapshot';

/**
 * The booking page's shared-link address for a route (the format of src/web/features/share/share-link.ts:
 * departure, destination, aircraft, flightType, region), for sending a visitor who opened a staff HTML
 * frame in a tab of its own back to the page that frames it. Built only from what the price resolver
 * found (stored slugs, the catalogue's aircraft and flight types, the stored region code) on a fixed path
 * of this site, so no request value can choose where it points.
 */
export async function bookingPagePath(
  db: Database,
  route: { locations: ResolvedLocations; aircraftType: string; flightType: FlightType },
): Promise<string> {
  const { departure, destination } = route.locations;
  const [region] = await db.select({ code: regions.code }).from(regions).where(eq(regions.id, departure.regionId));
  const params = new URLSearchParams();
  params.set('departure', departure.value);
  if (destination) params.set('destination', destination.value);
  params.set('aircraft', route.aircraftType);
  params.set('flightType', route.flightType);
  if (region) params.set('region', region.code);
  // The Mandarin-market departures live on their own page (docs/product.md §2).
  const page = departure.appContext === 'twin' ? '/mandarin' : '/';
  return `${page}?${params.toString()}`;
}
