import { and, asc, eq } from 'drizzle-orm';
import type { RouteOverride } from '../../../domain/api/admin/route-overrides';
import type { Executor } from '../../db/database';
import { departureLocations, destinations, routePricing } from '../../db/schema';
import { notFound } from '../../http-errors';

/**
 * The active route prices into a destination from active departures, grouped by aircraft and flight type:
 * where they exist, the public quote takes them, not the destination price (docs/architecture.md "Pricing").
 */
export async function listRouteOverrides(db: Executor, destinationId: number): Promise<RouteOverride[]> {
  const [destination] = await db.select({ id: destinations.id }).from(destinations).where(eq(destinations.id, destinationId));
  if (!destination) throw notFound(`Destination ${destinationId} was not found`);
  const rows = await db
    .select({ aircraftType: routePricing.aircraftType, flightType: routePricing.flightType, id: departureLocations.id, name: departureLocations.name })
    .from(routePricing)
    .innerJoin(departureLocations, and(eq(departureLocations.id, routePricing.departureLocationId), eq(departureLocations.isActive, true)))
    .where(and(eq(routePricing.destinationId, destinationId), eq(routePricing.isActive, true)))
    .orderBy(asc(routePricing.aircraftType), asc(routePricing.flightType), asc(departureLocations.displayOrder), asc(departureLocations.id));
  const grouped = new Map<string, RouteOverride>();
  for (const row of rows) {
    const key = `${row.aircraftType}|${row.flightType}`;
    let entry = grouped.get(key);
    if (!entry) grouped.set(key, (entry = { aircraftType: row.aircraftType, flightType: row.flightType, departures: [] }));
    entry.departures.push({ id: row.id, name: row.name });
  }
  return [...grouped.values()];
}
