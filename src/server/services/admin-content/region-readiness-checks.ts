import { and, eq, sql } from 'drizzle-orm';
import {
  NEW_REGION_IS_DRAFT,
  notReadyMessage,
  REGION_READINESS_CHECKS,
  REGION_READINESS_TEXT,
  type RegionReadiness,
  type RegionReadinessCheck,
} from '../../../domain/api/admin/region-publishing';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { departureLocations, destinations, regions } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-errors';
import { destinationTIsPriced, regionIsLive } from '../content/region-readiness';

// The aliases the shared price rule (destinationTIsPriced) and the checks below name.
const d = alias(departureLocations, 'd');
const t = alias(destinations, 't');

const nonBlank = (column: string) => sql.raw(`coalesce(trim(t.${column}), '') <> ''`);

/**
 * The checks of one region, read in one query (docs/decisions/0044): its default departure and destination
 * (switched on), and for the default destination coordinates, a booking link or widget HTML, and a price
 * (the same rule the public regions read applies: services/content/region-readiness.ts).
 */
export async function readRegionReadiness(executor: Executor, regionId: number): Promise<RegionReadiness> {
  const [row] = await executor
    .select({
      id: regions.id,
      name: regions.name,
      code: regions.code,
      isActive: regions.isActive,
      version: regions.version,
      onSite: sql<boolean>`${regionIsLive}`,
      departure: sql<boolean>`coalesce(d.is_active, false)`,
      destination: sql<boolean>`coalesce(t.is_active, false)`,
      coordinates: sql<boolean>`(t.latitude is not null and t.longitude is not null)`,
      booking: sql<boolean>`coalesce(${nonBlank('booking_url')} or ${nonBlank('iframe_html')} or ${nonBlank('one_way_booking_url')} or ${nonBlank('one_way_iframe_html')}, false)`,
      price: sql<boolean>`(t.id is not null and ${destinationTIsPriced})`,
    })
    .from(regions)
    .leftJoin(d, and(eq(d.id, regions.defaultDepartureLocationId), eq(d.regionId, regions.id)))
    .leftJoin(t, and(eq(t.id, regions.defaultDestinationId), eq(t.regionId, regions.id)))
    .where(eq(regions.id, regionId));
  if (!row) throw notFound(`Region ${regionId} was not found`);
  const met: Record<RegionReadinessCheck, boolean> = {
    'default-departure': row.departure,
    'default-destination': row.destination,
    'destination-coordinates': row.destination && row.coordinates,
    'destination-booking': row.destination && row.booking,
    'destination-price': row.destination && row.price,
  };
  const checks = REGION_READINESS_CHECKS.map((key) => ({ key, met: met[key], text: REGION_READINESS_TEXT[key] }));
  return {
    regionId: row.id,
    name: row.name,
    code: row.code,
    status: row.isActive ? 'live' : 'draft',
    version: row.version,
    ready: checks.every((check) => check.met),
    onSite: row.onSite,
    checks,
  };
}

/** Refuses (409, naming what is missing) to have this region live while a check is unmet; read inside the write's transaction. */
export async function assertRegionMayGoLive(tx: Executor, regionId: number): Promise<void> {
  const readiness = await readRegionReadiness(tx, regionId);
  const missing = readiness.checks.filter((check) => !check.met).map((check) => check.key);
  if (missing.length > 0) throw conflict(notReadyMessage(readiness.name, missing));
}

/** A region is created as a draft: a body asking for it live at once is refused (400), nothing created. */
export function assertNewRegionIsDraft(values: { isActive?: unknown }): void {
  if (values.isActive === true) throw badRequest(NEW_REGION_IS_DRAFT, [{ path: 'isActive', message: 'a new region starts as a draft' }]);
}
