import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { departureLocations, destinations, routeImportRows, routePricing } from '../../db/schema';
import { BATCH_ROWS, breathe, chunks } from './batches';
import type { ImportPlan, PlannedLocation } from './import-plan';
import { rowsOf } from '../../db/rows';
import { sqlArray as array } from './sql-arrays';

/**
 * Writes a plan inside the caller's transaction, a few hundred rows per statement (INSERT … SELECT FROM
 * unnest, UPDATE … FROM unnest, INSERT … ON CONFLICT DO UPDATE), letting the event loop breathe between
 * statements and stopping (so the transaction rolls back) when the server shuts down. Rows it changes get a
 * new version, so a form opened before the import cannot silently overwrite it (decision 0025).
 */
/**
 * displayOrder for new locations: after the last of their region's list (main app context), in file order,
 * as a location staff add by hand (new items do not jump the queue: decision 0030).
 */
async function orderAfterLast(tx: Executor, table: typeof departureLocations | typeof destinations, created: PlannedLocation[]): Promise<Map<string, number>> {
  const regionIds = [...new Set(created.map((l) => l.regionId))];
  const next = new Map<number, number>();
  if (regionIds.length > 0) {
    const lasts = await tx.execute(sql`
      select region_id, max(display_order) as last from ${table}
      where region_id = any(${array(regionIds, 'integer')}) and app_context = 'main' group by region_id`);
    for (const { region_id, last } of rowsOf<{ region_id: number; last: number | null }>(lasts)) if (last !== null) next.set(Number(region_id), Number(last) + 1);
  }
  const orders = new Map<string, number>();
  for (const location of created) {
    const order = next.get(location.regionId) ?? 0;
    orders.set(location.value, order);
    next.set(location.regionId, order + 1);
  }
  return orders;
}

export interface ImportWriteOptions {
  at: Date;
  signal?: AbortSignal;
  /** The import's audit entry: each route price written is recorded under it. */
  importId: number;
}

/** The ids of the departures and destinations the import created. */
export interface CreatedPlaces {
  departures: number[];
  destinations: number[];
}

export async function writeImportPlan(tx: Executor, plan: ImportPlan, options: ImportWriteOptions): Promise<CreatedPlaces> {
  const created: CreatedPlaces = { departures: [], destinations: [] };
  const { signal } = options;
  // Value -> id of every location the routes name: the existing ones now, the new ones as they are inserted.
  const departureIds = new Map(plan.departures.flatMap((d) => (d.id === undefined ? [] : [[d.value, d.id] as const])));
  const destinationIds = new Map(plan.destinations.flatMap((d) => (d.id === undefined ? [] : [[d.value, d.id] as const])));

  // New locations are created hidden (is_active false): they have no coordinates and no booking link yet,
  // and the public site shows only what it can book (decision 0030).
  const newDepartures = plan.departures.filter((d) => d.id === undefined);
  const departureOrder = await orderAfterLast(tx, departureLocations, newDepartures);
  for (const batch of chunks(newDepartures, BATCH_ROWS)) {
    await breathe(signal);
    const inserted = await tx.execute(sql`
      insert into ${departureLocations} (name, value, region_id, app_context, is_active, display_order)
      select name, value, region_id, 'main', false, display_order from unnest(${array(batch.map((d) => d.name), 'text')}, ${array(batch.map((d) => d.value), 'text')},
        ${array(batch.map((d) => d.regionId), 'integer')}, ${array(batch.map((d) => departureOrder.get(d.value)), 'integer')}) as new(name, value, region_id, display_order)
      returning id, value`);
    for (const { id, value } of rowsOf<{ id: number; value: string }>(inserted)) {
      departureIds.set(value, id);
      created.departures.push(id);
    }
  }

  const newDestinations = plan.destinations.filter((d) => d.id === undefined);
  const destinationOrder = await orderAfterLast(tx, destinations, newDestinations);
  for (const batch of chunks(newDestinations, BATCH_ROWS)) {
    await breathe(signal);
    const inserted = await tx.execute(sql`
      insert into ${destinations} (name, value, region_id, app_context, flight_types, is_active, display_order)
      select name, value, region_id, 'main', flight_types::jsonb, false, display_order from unnest(${array(batch.map((d) => d.name), 'text')}, ${array(batch.map((d) => d.value), 'text')},
        ${array(batch.map((d) => d.regionId), 'integer')}, ${array(batch.map((d) => JSON.stringify(d.flightTypes)), 'text')},
        ${array(batch.map((d) => destinationOrder.get(d.value)), 'integer')}) as new(name, value, region_id, flight_types, display_order)
      returning id, value`);
    for (const { id, value } of rowsOf<{ id: number; value: string }>(inserted)) {
      destinationIds.set(value, id);
      created.destinations.push(id);
    }
  }

  for (const batch of chunks(plan.destinations.filter((d) => d.flightTypesChanged), BATCH_ROWS)) {
    await breathe(signal);
    await tx.execute(sql`
      update ${destinations} set flight_types = changed.flight_types::jsonb, version = ${destinations}.version + 1, updated_at = now()
      from unnest(${array(batch.map((d) => d.id), 'integer')}, ${array(batch.map((d) => JSON.stringify(d.flightTypes)), 'text')}) as changed(id, flight_types)
      where ${destinations.id} = changed.id`);
  }

  const idOf = (ids: Map<string, number>, value: string) => {
    const id = ids.get(value);
    if (id === undefined) throw new Error(`the import planned '${value}' but has no id for it`);
    return id;
  };
  for (const batch of chunks(plan.routeWrites, BATCH_ROWS)) {
    await breathe(signal);
    // Each price written is recorded with its price before (null: created here), after and the version it
    // made, under the import's audit entry: the price's History shows the import (decision 0046). `old` reads
    // the prices as they were before this statement (every part of one statement sees the same snapshot).
    await tx.execute(sql`
      with route as (
        select * from unnest(${array(batch.map((r) => r.aircraftType), 'text')}, ${array(batch.map((r) => idOf(departureIds, r.departure)), 'integer')},
          ${array(batch.map((r) => idOf(destinationIds, r.destination)), 'integer')}, ${array(batch.map((r) => r.flightType), 'text')},
          ${array(batch.map((r) => r.price), 'numeric')}, ${array(batch.map((r) => r.iframeHtml), 'text')}, ${array(batch.map((r) => r.isCustomRoute), 'boolean')})
          as route(aircraft_type, departure_location_id, destination_id, flight_type, price, iframe_html, is_custom_route)
      ),
      old as (
        select r.id, r.price from ${routePricing} r join route n on r.aircraft_type = n.aircraft_type and r.departure_location_id = n.departure_location_id
          and r.destination_id = n.destination_id and r.flight_type = n.flight_type
      ),
      written as (
        insert into ${routePricing} (aircraft_type, departure_location_id, destination_id, flight_type, price, iframe_html, is_custom_route, is_active, updated_at)
        select aircraft_type, departure_location_id, destination_id, flight_type, price, iframe_html, is_custom_route, true, ${options.at} from route
        on conflict (aircraft_type, departure_location_id, destination_id, flight_type) do update
          set price = excluded.price, iframe_html = excluded.iframe_html, is_custom_route = excluded.is_custom_route, is_active = true, updated_at = excluded.updated_at,
            version = ${routePricing}.version + 1
        returning id, price, version
      )
      insert into ${routeImportRows} (import_id, route_pricing_id, before_price, after_price, after_version)
      select ${options.importId}::integer, w.id, o.price, w.price, w.version from written w left join old o on o.id = w.id`);
  }
  await breathe(signal);
  return created;
}
