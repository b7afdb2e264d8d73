import type { ImportNewLocation } from '../../../domain/api/admin/route-import';
import type { Executor } from '../../db/database';
import { departureLocations, destinations } from '../../db/schema';
import { breathe } from './batches';
import type { ImportPlan, PlannedLocation } from './import-plan';
import { NearMatchIndex } from './near-matches';

/** New slugs checked for near matches; past this many, the rest are listed without suggestions. */
const NEAR_MATCH_CHECKED = 2_000;

/**
 * The departures and destinations a plan would create, each with the existing locations of its kind that
 * its slug or name is close to ('perth' — did you mean 'perth-airport'?). The ones that look like typos
 * come first, so the preview shows them even when it lists only a page. Reads every location's value and
 * name once (a few thousand rows), and only when the plan creates any.
 */
export async function findNewLocations(
  db: Executor,
  plan: ImportPlan,
  regionCodes: Map<number, string>,
  signal?: AbortSignal,
): Promise<ImportNewLocation[]> {
  const newDepartures = plan.departures.filter((d) => d.id === undefined);
  const newDestinations = plan.destinations.filter((d) => d.id === undefined);
  if (newDepartures.length === 0 && newDestinations.length === 0) return [];

  let checked = 0;
  const describe = (kind: ImportNewLocation['kind'], index: NearMatchIndex | undefined) => (location: PlannedLocation): ImportNewLocation => ({
    kind,
    value: location.value,
    name: location.name,
    region: regionCodes.get(location.regionId) ?? '',
    rowNumber: location.rowNumber,
    nearMatches: index && checked++ < NEAR_MATCH_CHECKED ? index.matches(location.value, location.name) : [],
  });
  const indexOf = async (table: typeof departureLocations | typeof destinations, count: number) => {
    if (count === 0) return undefined;
    await breathe(signal);
    return new NearMatchIndex(await db.select({ value: table.value, name: table.name }).from(table));
  };
  const [departureIndex, destinationIndex] = [await indexOf(departureLocations, newDepartures.length), await indexOf(destinations, newDestinations.length)];
  const found = [...newDepartures.map(describe('departure', departureIndex)), ...newDestinations.map(describe('destination', destinationIndex))];
  await breathe(signal);
  return found.sort((a, b) => Number(b.nearMatches.length > 0) - Number(a.nearMatches.length > 0) || a.rowNumber - b.rowNumber);
}
