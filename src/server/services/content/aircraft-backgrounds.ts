import { and, asc, eq, inArray } from 'drizzle-orm';
import { AIRCRAFT_TYPES, currentAircraftId, type AircraftType } from '../../../domain/aircraft';
import type { Database } from '../../db/database';
import { aircraftExperienceImages } from '../../db/schema';

/**
 * The aircraft types a `?types=a,b` list asks for: legacy names mapped to today's, unknown ones dropped,
 * each once and sorted, so that the same request in any spelling or order shares one cache entry.
 */
export function requestedAircraftTypes(list: string | undefined): AircraftType[] {
  const requested = (list ?? '')
    .split(',')
    .map((t) => t.trim())
    .map(currentAircraftId)
    .filter((t): t is AircraftType => (AIRCRAFT_TYPES as readonly string[]).includes(t));
  return [...new Set(requested)].sort();
}

/** The first active image (displayOrder, then id) of each type: the backdrop of each aircraft card. */
export async function firstImagePerAircraftType(db: Database, types: AircraftType[]) {
  if (types.length === 0) return [];
  const rows = await db
    .select({ aircraftType: aircraftExperienceImages.aircraftType, imageUrl: aircraftExperienceImages.imageUrl, altText: aircraftExperienceImages.altText })
    .from(aircraftExperienceImages)
    .where(and(eq(aircraftExperienceImages.isActive, true), inArray(aircraftExperienceImages.aircraftType, types)))
    .orderBy(asc(aircraftExperienceImages.displayOrder), asc(aircraftExperienceImages.id));
  const firstPerType = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!firstPerType.has(row.aircraftType)) firstPerType.set(row.aircraftType, row);
  return [...firstPerType.values()];
}
