import { and, eq } from 'drizzle-orm';
import type { BulkPriceOperation } from '../../../domain/api/admin/bulk-prices';
import type { Executor } from '../../db/database';
import { departureLocations, destinations, regions } from '../../db/schema';
import { badRequest } from '../../http-errors';

/** The names a bulk change's summary uses; every place it names must exist in its region (400 otherwise). */
export interface PlaceNames {
  region: string;
  departures: Map<number, string>;
  destinations: Map<number, string>;
}

async function regionCode(tx: Executor, regionId: number): Promise<string> {
  const [region] = await tx.select({ code: regions.code }).from(regions).where(eq(regions.id, regionId));
  if (!region) throw badRequest(`Region ${regionId} does not exist`, [{ path: 'regionId', message: 'does not exist' }]);
  return region.code;
}

async function departureName(tx: Executor, id: number, regionId: number, path: string): Promise<string> {
  const [row] = await tx
    .select({ name: departureLocations.name })
    .from(departureLocations)
    .where(and(eq(departureLocations.id, id), eq(departureLocations.regionId, regionId)));
  if (!row) throw badRequest(`Departure location ${id} does not exist in this region`, [{ path, message: 'does not exist' }]);
  return row.name;
}

async function destinationName(tx: Executor, id: number, regionId: number, path: string): Promise<string> {
  const [row] = await tx.select({ name: destinations.name }).from(destinations).where(and(eq(destinations.id, id), eq(destinations.regionId, regionId)));
  if (!row) throw badRequest(`Destination ${id} does not exist in this region`, [{ path, message: 'does not exist' }]);
  return row.name;
}

/** Reads (and so checks) the region and every departure and destination the operation names. */
export async function placeNamesOf(tx: Executor, operation: BulkPriceOperation): Promise<PlaceNames> {
  const regionId = operation.kind === 'adjust' ? operation.filters.regionId : operation.regionId;
  const names: PlaceNames = { region: await regionCode(tx, regionId), departures: new Map(), destinations: new Map() };
  const departure = (id: number, path: string) => departureName(tx, id, regionId, path).then((name) => void names.departures.set(id, name));
  const destination = (id: number, path: string) => destinationName(tx, id, regionId, path).then((name) => void names.destinations.set(id, name));
  if (operation.kind === 'adjust') {
    const { departureLocationId, destinationId } = operation.filters;
    if (departureLocationId) await departure(departureLocationId, 'filters.departureLocationId');
    if (destinationId) await destination(destinationId, 'filters.destinationId');
    return names;
  }
  const place = operation.scope === 'departure' ? departure : destination;
  await place(operation.fromId, 'fromId');
  await place(operation.toId, 'toId');
  return names;
}
