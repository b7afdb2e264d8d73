import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { departureLocations, regions, routePricing } from '../../db/schema';

/** Active route prices of active departures of live regions (drafts too in a preview; optionally one departure, one region), without the HTML itself. */
export async function listPublicRoutePrices(db: Database, filter: { departureLocationId?: number | undefined; regionId?: number | undefined; drafts?: boolean }) {
  const conditions = [eq(routePricing.isActive, true), eq(departureLocations.isActive, true)];
  if (!filter.drafts) conditions.push(eq(regions.isActive, true));
  if (filter.departureLocationId !== undefined) conditions.push(eq(routePricing.departureLocationId, filter.departureLocationId));
  if (filter.regionId !== undefined) conditions.push(eq(departureLocations.regionId, filter.regionId));
  const rows = await db
    .select({
      id: routePricing.id,
      aircraftType: routePricing.aircraftType,
      departureLocationId: routePricing.departureLocationId,
      destinationId: routePricing.destinationId,
      flightType: routePricing.flightType,
      price: routePricing.price,
      isCustomRoute: routePricing.isCustomRoute,
      hasIframeHtml: routePricing.iframeHtml,
    })
    .from(routePricing)
    .innerJoin(departureLocations, eq(departureLocations.id, routePricing.departureLocationId))
    .innerJoin(regions, eq(regions.id, departureLocations.regionId))
    .where(and(...conditions))
    .orderBy(asc(routePricing.departureLocationId), asc(routePricing.destinationId), asc(routePricing.aircraftType), asc(routePricing.flightType));
  return rows.map(({ hasIframeHtml, price, ...row }) => ({ ...row, price: Number(price), hasIframeHtml: Boolean(hasIframeHtml) }));
}
