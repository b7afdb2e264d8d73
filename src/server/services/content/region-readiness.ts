import { sql, type SQL } from 'drizzle-orm';
import { departureLocations, destinationPricing, destinations, pricingRules, regions, routePricing } from '../../db/schema';

/*
 * A region is live only when a visitor can get a price in it (decision 0030): it is active, it has an active
 * departure, and an active destination with a price (an active route price from one of its active
 * departures, a destination price, or the per-hour rule with the coordinates it needs). A region just made
 * in the Regions tab would otherwise be offered with nothing to choose ('No options available').
 * Computed in the public regions read, which is cached and dropped on every admin write, so it follows
 * what staff do without a flag to keep in step.
 */

/** The region has an active departure. */
export const hasActiveDeparture: SQL = sql`exists (select 1 from ${departureLocations} d where d.region_id = ${regions.id} and d.is_active)`;

/**
 * The destination aliased `t`, of the region `regions`, has a price a visitor can get: an active route price
 * from an active departure, a destination price, or the per-hour rule with the coordinates it needs.
 */
export const destinationTIsPriced: SQL = sql`(
    exists (
      select 1 from ${routePricing} r join ${departureLocations} d on d.id = r.departure_location_id and d.is_active
      where r.destination_id = t.id and r.is_active)
    or exists (
      select 1 from ${destinationPricing} p
      where p.destination_id = t.id and coalesce(p.same_day_price, p.scenic_price, p.one_way_price) is not null)
    or (t.latitude is not null and t.longitude is not null and exists (select 1 from ${pricingRules})
      and exists (select 1 from ${departureLocations} d where d.region_id = ${regions.id} and d.is_active and d.latitude is not null and d.longitude is not null)))`;

/** The region has an active destination that a visitor can get a price for. */
export const hasPricedDestination: SQL = sql`exists (
  select 1 from ${destinations} t where t.region_id = ${regions.id} and t.is_active and ${destinationTIsPriced})`;

/** Published (decision 0044), with something to book: what the public regions read lists. */
export const regionIsLive: SQL = sql`(${regions.isActive} and ${hasActiveDeparture} and ${hasPricedDestination})`;
