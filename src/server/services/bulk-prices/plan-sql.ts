import { sql, type SQL } from 'drizzle-orm';
import type { BulkAdjust, BulkCopy, BulkPriceOperation } from '../../../domain/api/admin/bulk-prices';
import type { IdPage } from '../../db/pace';

/*
 * The plan of a bulk change as one SELECT (decision 0045): one row per route price it looks at, with the
 * price before and after in cents (numeric) and what happens to it. The preview aggregates it and the apply
 * writes from it, so what the preview shows is what the apply does. Columns:
 *   target_id, target_version: the route price written (null: a copy creates it)
 *   source_id: the route price a copy takes its price from (null for an adjustment)
 *   aircraft_type, departure_location_id, destination_id, flight_type: the key of the price written
 *   before_cents (null when created), after_cents
 *   action: 'change', 'create', 'keep' (a copy keeps the target's own price) or 'same' (nothing to do)
 *   driver_id: the route price the row comes from (the adjusted one, or the copy's source), by which it pages
 * With a page, only the next `limit` rows after `after` by driver_id: PGlite runs each statement on the event
 * loop, so 64,000 prices go as pages of a few tens of milliseconds each (db/pace.ts, decision 0045).
 */

/** A page of the plan: the rows after driver id `after`, at most `limit` (sized by db/pace.ts). */
export type PlanPage = IdPage;

const pageOf = (column: SQL, page: PlanPage | undefined): { where: SQL[]; tail: SQL } =>
  page ? { where: [sql`${column} > ${page.after}`], tail: sql`order by ${column} limit ${page.limit}` } : { where: [], tail: sql`` };

/** An adjusted price in cents, rounded half away from zero to `roundTo` cents. */
function adjustedCents(operation: BulkAdjust): SQL {
  const step = sql`${operation.roundTo}::numeric`;
  const raw =
    operation.adjustment.type === 'percent'
      ? sql`rp.price * 100 * (100 + ${operation.adjustment.percent}::numeric) / 100`
      : sql`rp.price * 100 + ${operation.adjustment.amount}::numeric`;
  return sql`round((${raw}) / ${step}) * ${step}`;
}

function adjustPlan(operation: BulkAdjust, page: PlanPage | undefined): SQL {
  const f = operation.filters;
  const paging = pageOf(sql`rp.id`, page);
  const where = [sql`d.region_id = ${f.regionId}`, ...paging.where];
  if (f.appContext) where.push(sql`d.app_context = ${f.appContext}`);
  if (f.departureLocationId) where.push(sql`rp.departure_location_id = ${f.departureLocationId}`);
  if (f.destinationId) where.push(sql`rp.destination_id = ${f.destinationId}`);
  if (f.aircraftType) where.push(sql`rp.aircraft_type = ${f.aircraftType}`);
  if (f.flightType) where.push(sql`rp.flight_type = ${f.flightType}`);
  return sql`
    select x.*, case when x.after_cents = x.before_cents then 'same' else 'change' end as action
    from (
      select rp.id as driver_id, rp.id as target_id, rp.version as target_version, null::integer as source_id,
        rp.aircraft_type, rp.departure_location_id, rp.destination_id, rp.flight_type,
        rp.price * 100 as before_cents, ${adjustedCents(operation)} as after_cents
      from route_pricing rp
      join departure_locations d on d.id = rp.departure_location_id
      where ${sql.join(where, sql` and `)}
      ${paging.tail}
    ) x`;
}

function copyPlan(operation: BulkCopy, page: PlanPage | undefined): SQL {
  const byDeparture = operation.scope === 'departure';
  const toDeparture = byDeparture ? sql`${operation.toId}::integer` : sql`s.departure_location_id`;
  const toDestination = byDeparture ? sql`s.destination_id` : sql`${operation.toId}::integer`;
  const where = [sql`d.region_id = ${operation.regionId}`, byDeparture ? sql`s.departure_location_id = ${operation.fromId}` : sql`s.destination_id = ${operation.fromId}`];
  const paging = pageOf(sql`s.id`, page);
  where.push(...paging.where);
  if (operation.aircraftType) where.push(sql`s.aircraft_type = ${operation.aircraftType}`);
  if (operation.flightType) where.push(sql`s.flight_type = ${operation.flightType}`);
  const overwrite = operation.existing === 'overwrite';
  return sql`
    select s.id as driver_id, t.id as target_id, t.version as target_version, s.id as source_id,
      s.aircraft_type, ${toDeparture} as departure_location_id, ${toDestination} as destination_id, s.flight_type,
      t.price * 100 as before_cents, s.price * 100 as after_cents,
      case when t.id is null then 'create' when t.price = s.price then 'same' when ${overwrite}::boolean then 'change' else 'keep' end as action
    from route_pricing s
    join departure_locations d on d.id = s.departure_location_id
    left join route_pricing t on t.aircraft_type = s.aircraft_type and t.flight_type = s.flight_type
      and t.departure_location_id = ${toDeparture} and t.destination_id = ${toDestination}
    where ${sql.join(where, sql` and `)}
    ${paging.tail}`;
}

/** The plan of `operation` (to be used as `with plan as (...)`), or one page of it. */
export const planOf = (operation: BulkPriceOperation, page?: PlanPage): SQL => (operation.kind === 'adjust' ? adjustPlan(operation, page) : copyPlan(operation, page));

/** The actions that write a route price. */
export const WRITES = sql`('change', 'create')`;
