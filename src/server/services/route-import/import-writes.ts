import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { departureLocations, destinations, routePricing } from '../../db/schema';
import { BATCH_ROWS, breathe, chunks } from './batches';
import type { ImportPlan } from './import-plan';
import { rowsOf, sqlArray as array } from './sql-arrays';

/**
 * Writes a plan inside the caller's transaction, a few hundred rows per statement (INSERT … SELECT FROM
 * unnest, UPDATE … FROM unnest, INSERT … ON CONFLICT DO UPDATE), letting the event loop breathe between
 * statements and stopping (so the transaction rolls back) when the server shuts down. Rows it changes get a
 * new version, so a form opened before the import cannot silently overwrite it (decision 0025).
 */
export async function writeImportPlan(tx: Executor, plan: ImportPlan, options: { at: Date; signal?: AbortSignal }): Promise<void> {
  const { signal } = options;
  // Value -> id of every location the routes name: the existing ones now, the new ones as they are inserted.
  const departureIds = new Map(plan.departures.flatMap((d) => (d.id === undefined ? [] : [[d.value, d.id] as const])));
  const destinationIds = new Map(plan.destinations.flatMap((d) => (d.id === undefined ? [] : [[d.value, d.id] as const])));

  for (const batch of chunks(plan.departures.filter((d) => d.id === undefined), BATCH_ROWS)) {
    await breathe(signal);
    const inserted = await tx.execute(sql`
      insert into ${departureLocations} (name, value, region_id, app_context)
      select name, value, region_id, 'main' from unnest(${array(batch.map((d) => d.name), 'text')}, ${array(batch.map((d) => d.value), 'text')},
        ${array(batch.map((d) => d.regionId), 'integer')}) as new(name, value, region_id)
      returning id, value`);
    for (const { id, value } of rowsOf<{ id: number; value: string }>(inserted)) departureIds.set(value, id);
  }

  for (const batch of chunks(plan.destinations.filter((d) => d.id === undefined), BATCH_ROWS)) {
    await breathe(signal);
    const inserted = await tx.execute(sql`
      insert into ${destinations} (name, value, region_id, app_context, flight_types)
      select name, value, region_id, 'main', flight_types::jsonb from unnest(${array(batch.map((d) => d.name), 'text')}, ${array(batch.map((d) => d.value), 'text')},
        ${array(batch.map((d) => d.regionId), 'integer')}, ${array(batch.map((d) => JSON.stringify(d.flightTypes)), 'text')}) as new(name, value, region_id, flight_types)
      returning id, value`);
    for (const { id, value } of rowsOf<{ id: number; value: string }>(inserted)) destinationIds.set(value, id);
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
    await tx.execute(sql`
      insert into ${routePricing} (aircraft_type, departure_location_id, destination_id, flight_type, price, iframe_html, is_custom_route, is_active, updated_at)
      select aircraft_type, departure_location_id, destination_id, flight_type, price, iframe_html, is_custom_route, true, ${options.at}
      from unnest(${array(batch.map((r) => r.aircraftType), 'text')}, ${array(batch.map((r) => idOf(departureIds, r.departure)), 'integer')},
        ${array(batch.map((r) => idOf(destinationIds, r.destination)), 'integer')}, ${array(batch.map((r) => r.flightType), 'text')},
        ${array(batch.map((r) => r.price), 'numeric')}, ${array(batch.map((r) => r.iframeHtml), 'text')}, ${array(batch.map((r) => r.isCustomRoute), 'boolean')})
        as route(aircraft_type, departure_location_id, destination_id, flight_type, price, iframe_html, is_custom_route)
      on conflict (aircraft_type, departure_location_id, destination_id, flight_type) do update
        set price = excluded.price, iframe_html = excluded.iframe_html, is_custom_route = excluded.is_custom_route, is_active = true, updated_at = excluded.updated_at,
          version = ${routePricing}.version + 1`);
  }
  await breathe(signal);
}
