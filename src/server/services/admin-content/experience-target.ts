import { eq } from 'drizzle-orm';
import type { RouteFlightType } from '../../../domain/flight-types';
import type { Executor } from '../../db/database';
import { destinations, regions } from '../../db/schema';
import { badRequest } from '../../http-errors';

const FLIGHT_TYPE_WORDS: Record<RouteFlightType, string> = { 'same-day': 'same-day return', scenic: 'scenic', 'one-way': 'one-way' };

/** The fields of an experience this check reads, as the row will be stored. */
interface ExperienceTarget {
  regionId?: unknown;
  destinationId?: unknown;
  flightType?: unknown;
}

/** Only a write that touches one of these can make the destination wrong; other edits are never refused for it. */
export const EXPERIENCE_TARGET_FIELDS = ['regionId', 'destinationId', 'flightType'] as const;

/**
 * The destination 'Book Flight' opens must exist, be in the experience's own region (the booking page shows
 * one region's places) and offer the experience's flight type: otherwise the visitor would land on an
 * estimate the page has to correct. Refused with a 400 in plain words naming the place.
 */
export async function assertExperienceTarget(tx: Executor, row: ExperienceTarget): Promise<void> {
  if (typeof row.destinationId !== 'number') return;
  const [destination] = await tx
    .select({ name: destinations.name, regionId: destinations.regionId, flightTypes: destinations.flightTypes })
    .from(destinations)
    .where(eq(destinations.id, row.destinationId));
  if (!destination) {
    throw badRequest(`Destination ${row.destinationId} does not exist: choose one of the destinations listed`, [
      { path: 'destinationId', message: 'does not exist' },
    ]);
  }
  if (destination.regionId !== row.regionId) {
    const [region] = typeof row.regionId === 'number' ? await tx.select({ name: regions.name }).from(regions).where(eq(regions.id, row.regionId)) : [];
    const where = region ? `${region.name}, the experience's region` : "the experience's region";
    throw badRequest(`${destination.name} is in another region: choose a destination in ${where}`, [
      { path: 'destinationId', message: 'is in another region' },
    ]);
  }
  const flightType = row.flightType as RouteFlightType | null | undefined;
  if (flightType && !destination.flightTypes.includes(flightType)) {
    const offered = destination.flightTypes.map((type) => FLIGHT_TYPE_WORDS[type] ?? type).join(', ');
    throw badRequest(`${destination.name} does not offer ${FLIGHT_TYPE_WORDS[flightType]} flights: choose one it offers (${offered || 'none'})`, [
      { path: 'flightType', message: 'is not offered by this destination' },
    ]);
  }
}
