import { and, asc, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { NOT_LIVE_LISTED, type NotLiveAnswer, type NotLiveReason } from '../../../domain/api/admin/route-import';
import type { Database } from '../../db/database';
import { departureLocations, destinations, regions } from '../../db/schema';
import { hasActiveDeparture, hasPricedDestination } from '../content/region-readiness';

const blank = (column: SQL | AnyColumn) => sql`coalesce(trim(${column}), '') = ''`;
const reasonsOf = (flags: Partial<Record<NotLiveReason, unknown>>) =>
  (Object.keys(flags) as NotLiveReason[]).filter((reason) => flags[reason] === true);

/**
 * GET /api/admin/not-live?regionId (decision 0030): what the public site does not show, and why, so the
 * admin lists can say it beside each row. Regions: a draft (decision 0044), or nothing to book yet (region-readiness).
 * Departures and destinations of the region: those switched off, with what they still lack for the site
 * (coordinates; for a destination, a booking link or widget HTML), as an import creates them. At most
 * NOT_LIVE_LISTED of each, with the total.
 */
export async function listNotLive(db: Database, regionId: number | undefined): Promise<NotLiveAnswer> {
  const regionRows = await db
    .select({ id: regions.id, off: sql<boolean>`not ${regions.isActive}`, noDeparture: sql<boolean>`not ${hasActiveDeparture}`, noDestination: sql<boolean>`not ${hasPricedDestination}` })
    .from(regions)
    .orderBy(asc(regions.displayOrder), asc(regions.id));
  const regionItems = regionRows
    .map((r) => ({ id: r.id, reasons: reasonsOf({ draft: r.off, 'no-active-departure': r.noDeparture, 'no-priced-destination': r.noDestination }) }))
    .filter((r) => r.reasons.length > 0);

  const scope = <T extends typeof departureLocations | typeof destinations>(table: T) =>
    and(eq(table.isActive, false), regionId === undefined ? undefined : eq(table.regionId, regionId));
  const noCoordinates = (table: typeof departureLocations | typeof destinations) => sql<boolean>`(${table.latitude} is null or ${table.longitude} is null)`;

  const [departureRows, [departureTotal], destinationRows, [destinationTotal]] = await Promise.all([
    db
      .select({ id: departureLocations.id, noCoordinates: noCoordinates(departureLocations) })
      .from(departureLocations)
      .where(scope(departureLocations))
      .orderBy(asc(departureLocations.displayOrder), asc(departureLocations.id))
      .limit(NOT_LIVE_LISTED),
    db.select({ total: count() }).from(departureLocations).where(scope(departureLocations)),
    db
      .select({
        id: destinations.id,
        noCoordinates: noCoordinates(destinations),
        noBooking: sql<boolean>`(${blank(destinations.bookingUrl)} and ${blank(destinations.iframeHtml)} and ${blank(destinations.oneWayBookingUrl)} and ${blank(destinations.oneWayIframeHtml)})`,
      })
      .from(destinations)
      .where(scope(destinations))
      .orderBy(asc(destinations.displayOrder), asc(destinations.id))
      .limit(NOT_LIVE_LISTED),
    db.select({ total: count() }).from(destinations).where(scope(destinations)),
  ]);
  return {
    regions: { total: regionItems.length, items: regionItems },
    'departure-locations': {
      total: departureTotal?.total ?? 0,
      items: departureRows.map((d) => ({ id: d.id, reasons: reasonsOf({ 'switched-off': true, 'no-coordinates': d.noCoordinates }) })),
    },
    destinations: {
      total: destinationTotal?.total ?? 0,
      items: destinationRows.map((d) => ({ id: d.id, reasons: reasonsOf({ 'switched-off': true, 'no-coordinates': d.noCoordinates, 'no-booking-link': d.noBooking }) })),
    },
  };
}
