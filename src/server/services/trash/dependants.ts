import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import {
  aircraftExperienceImages,
  bookingClicks,
  bookingRequests,
  departureLocations,
  destinationPricing,
  destinations,
  experiences,
  priceAdjustments,
  regions,
  regionSettings,
  routePricing,
  wechatRequests,
} from '../../db/schema';
import type { TrashedRows } from '../../db/schema/trash';
import { rowsOf } from '../../db/rows';

/** Rows that point at a deleted item through a foreign key: deleted with it (cascade) or unlinked (set null). */
export interface Dependant {
  kind: string;
  table: PgTable;
  column: PgColumn;
  mode: 'cascade' | 'set-null';
  /** '76 route prices' */
  label: (count: number) => string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const adjustments = (n: number) => plural(n, 'season or date price adjustment', 'season and date price adjustments');

/**
 * Every ON DELETE CASCADE / SET NULL of the schema, by the table deleted from. Kept beside the schema's
 * foreign keys: a new one there needs its line here, or a restore would not bring its rows back.
 */
export const DEPENDANTS: Record<string, Dependant[]> = {
  [getTableName(destinations)]: [
    { kind: 'route-prices', table: routePricing, column: routePricing.destinationId, mode: 'cascade', label: (n) => plural(n, 'route price', 'route prices') },
    { kind: 'destination-prices', table: destinationPricing, column: destinationPricing.destinationId, mode: 'cascade', label: (n) => plural(n, 'aircraft price of this destination', 'aircraft prices of this destination') },
    { kind: 'price-adjustments', table: priceAdjustments, column: priceAdjustments.destinationId, mode: 'cascade', label: adjustments },
    { kind: 'experience-links', table: experiences, column: experiences.destinationId, mode: 'set-null', label: (n) => `${plural(n, 'experience', 'experiences')} no longer ${n === 1 ? 'books' : 'book'} a flight to it` },
  ],
  [getTableName(departureLocations)]: [
    { kind: 'route-prices', table: routePricing, column: routePricing.departureLocationId, mode: 'cascade', label: (n) => plural(n, 'route price', 'route prices') },
    { kind: 'price-adjustments', table: priceAdjustments, column: priceAdjustments.departureLocationId, mode: 'cascade', label: adjustments },
  ],
  [getTableName(regions)]: [
    { kind: 'region-settings', table: regionSettings, column: regionSettings.regionId, mode: 'cascade', label: () => 'its booking fee setting' },
    { kind: 'price-adjustments', table: priceAdjustments, column: priceAdjustments.regionId, mode: 'cascade', label: adjustments },
    { kind: 'aircraft-images', table: aircraftExperienceImages, column: aircraftExperienceImages.regionId, mode: 'cascade', label: (n) => plural(n, 'aircraft experience image', 'aircraft experience images') },
    { kind: 'booking-requests', table: bookingRequests, column: bookingRequests.regionId, mode: 'set-null', label: (n) => `${plural(n, 'booking request', 'booking requests')} lose their region` },
    { kind: 'wechat-requests', table: wechatRequests, column: wechatRequests.regionId, mode: 'set-null', label: (n) => `${plural(n, 'WeChat request', 'WeChat requests')} lose their region` },
    { kind: 'booking-clicks', table: bookingClicks, column: bookingClicks.regionId, mode: 'set-null', label: (n) => `${plural(n, 'Book Now click', 'Book Now clicks')} lose their region` },
  ],
};

/** Rows of `table` matching `where`, as to_jsonb gives them (a restore feeds them to jsonb_populate_record). */
export async function snapshot(tx: Executor, table: PgTable, where: SQL): Promise<Record<string, unknown>[]> {
  const result = await tx.execute(sql`select to_jsonb(${table}) as row from ${table} where ${where}`);
  return rowsOf<{ row: Record<string, unknown> }>(result).map((r) => r.row);
}

/** The rows depending on item `id` of `table`, each set with its rows (empty sets left out). */
export async function collectDependants(tx: Executor, table: PgTable, id: number): Promise<{ rows: TrashedRows; dependant: Dependant }[]> {
  const out: { rows: TrashedRows; dependant: Dependant }[] = [];
  for (const dependant of DEPENDANTS[getTableName(table)] ?? []) {
    // Unlinked rows stay in their table: only their ids are needed to link them back.
    const rows =
      dependant.mode === 'cascade'
        ? await snapshot(tx, dependant.table, sql`${dependant.column} = ${id}`)
        : rowsOf<{ id: number }>(await tx.execute(sql`select id from ${dependant.table} where ${dependant.column} = ${id} order by id`)).map((r) => ({ id: r.id }));
    if (rows.length === 0) continue;
    out.push({
      dependant,
      rows: {
        table: getTableName(dependant.table),
        kind: dependant.kind,
        mode: dependant.mode,
        ...(dependant.mode === 'set-null' ? { column: dependant.column.name } : {}),
        rows,
      },
    });
  }
  return out;
}
