import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { AIRCRAFT_TYPES } from '../../../domain/aircraft';
import { ROUTE_FLIGHT_TYPES } from '../../../domain/flight-types';
import type { Database, Executor } from '../../db/database';
import { centsFromDecimalString } from '../../../domain/money';
import { rowsOf } from '../../db/rows';
import { destinationPricing, pricingRules, routePricing } from '../../db/schema';
import { destinationPriceEntry, routeEntry, rulesMap } from './load-snapshot';
import { destinationPriceKey, routeKey, type PricingSnapshot } from './snapshot';

/**
 * What a price write touched, so the snapshot reloads only that part (decision 0029). Plain JSON: the
 * changes also travel to the other instances in the content NOTIFY. Each names a scope that is reloaded
 * from the database as it now is, so applying one twice, or after a later write, is still right.
 */
export type PricingChange =
  /** Every route price of one departure x destination (a create, an update in place, a delete of its flight types). */
  | { kind: 'route-pair'; departureId: number; destinationId: number }
  /** The destination prices of every aircraft at one destination. */
  | { kind: 'destination-prices'; destinationId: number }
  /** The per-hour rules (a small table: all of it). */
  | { kind: 'rules' }
  /** Every route price a bulk change wrote, applied or undone (decision 0045): the keys its rows name. */
  | { kind: 'bulk-change'; changeId: number };

/** The key under which the content cache pins the pricing snapshot. */
export const PRICING_SNAPSHOT_KEY = 'pricing-snapshot';

const isChange = (value: unknown): value is PricingChange => {
  const change = value as Partial<PricingChange> | null;
  if (!change || typeof change !== 'object') return false;
  if (change.kind === 'rules') return true;
  if (change.kind === 'destination-prices') return Number.isInteger(change.destinationId);
  if (change.kind === 'bulk-change') return Number.isInteger(change.changeId);
  return change.kind === 'route-pair' && Number.isInteger(change.departureId) && Number.isInteger(change.destinationId);
};

/**
 * The snapshot after `changes`: a new object (so the per-snapshot quote answers start empty) sharing the
 * big maps with the old one, whose touched entries are replaced in place. A change of a kind this release
 * does not know (from a newer instance) makes it reload everything: never a stale price.
 */
export async function patchPricingSnapshot(db: Database, previous: PricingSnapshot, changes: unknown[], reload: () => Promise<PricingSnapshot>): Promise<PricingSnapshot> {
  if (!changes.every(isChange)) return reload();
  const next: PricingSnapshot = { ...previous };
  for (const change of dedupe(changes)) {
    if (change.kind === 'route-pair') await reloadRoutePair(db, next, change.departureId, change.destinationId);
    else if (change.kind === 'destination-prices') await reloadDestinationPrices(db, next, change.destinationId);
    else if (change.kind === 'bulk-change') await reloadBulkChange(db, next, change.changeId);
    else next.rules = rulesMap(await db.select().from(pricingRules).where(eq(pricingRules.isActive, true)));
  }
  return next;
}

function dedupe(changes: PricingChange[]): PricingChange[] {
  const seen = new Map<string, PricingChange>();
  for (const change of changes) seen.set(JSON.stringify(change), change);
  return [...seen.values()];
}

async function reloadRoutePair(db: Executor, snapshot: PricingSnapshot, departureId: number, destinationId: number) {
  const rows = await db
    .select()
    .from(routePricing)
    .where(and(eq(routePricing.departureLocationId, departureId), eq(routePricing.destinationId, destinationId), eq(routePricing.isActive, true)));
  // The read finished: from here on no await, so no quote sees the pair half replaced.
  const types = new Set<string>([...AIRCRAFT_TYPES, ...rows.map((r) => r.aircraftType)]);
  for (const type of types) for (const flightType of ROUTE_FLIGHT_TYPES) snapshot.routes.delete(routeKey(type, departureId, destinationId, flightType));
  for (const r of rows) snapshot.routes.set(routeKey(r.aircraftType, r.departureLocationId, r.destinationId, r.flightType), routeEntry(r));
}

/** Change rows read per statement: PGlite runs each on the event loop, so a page takes a few milliseconds. */
const BULK_PAGE_ROWS = 5000;

interface BulkKeyRow {
  id: number;
  aircraft_type: string;
  departure_location_id: number;
  destination_id: number;
  flight_type: string;
  /** null: no active route price at that key now (an undone copy, or switched off). */
  price: string | null;
  iframe_html: string | null;
  is_custom_route: boolean | null;
}

async function bulkChangePage(db: Executor, changeId: number, after: number): Promise<BulkKeyRow[]> {
  return rowsOf<BulkKeyRow>(
    await db.execute(sql`
      select c.route_pricing_id as id, c.aircraft_type, c.departure_location_id, c.destination_id, c.flight_type, r.price, r.iframe_html, r.is_custom_route
      from bulk_price_change_rows c left join route_pricing r on r.id = c.route_pricing_id and r.is_active
      where c.change_id = ${changeId} and c.route_pricing_id > ${after}
      order by c.route_pricing_id limit ${BULK_PAGE_ROWS}`),
  );
}

/** Every key a bulk change wrote, read a page at a time (the event loop turns between), then replaced at once. */
async function reloadBulkChange(db: Executor, snapshot: PricingSnapshot, changeId: number) {
  const read: BulkKeyRow[] = [];
  for (let after = 0; ; ) {
    const page = await bulkChangePage(db, changeId, after);
    for (const row of page) read.push(row);
    if (page.length < BULK_PAGE_ROWS) break;
    after = page[page.length - 1]!.id;
    await nextTurn();
  }
  // As for a pair: no await from here on. A key whose price is gone (an undone copy) or inactive is removed.
  for (const r of read) {
    const key = routeKey(r.aircraft_type, r.departure_location_id, r.destination_id, r.flight_type);
    if (r.price === null) snapshot.routes.delete(key);
    else snapshot.routes.set(key, { priceCents: centsFromDecimalString(r.price), iframeHtml: r.iframe_html, isCustomRoute: r.is_custom_route === true });
  }
}

async function reloadDestinationPrices(db: Executor, snapshot: PricingSnapshot, destinationId: number) {
  const rows = await db.select().from(destinationPricing).where(eq(destinationPricing.destinationId, destinationId));
  const types = new Set<string>([...AIRCRAFT_TYPES, ...rows.map((r) => r.aircraftType)]);
  for (const type of types) snapshot.destinationPrices.delete(destinationPriceKey(destinationId, type));
  for (const p of rows) snapshot.destinationPrices.set(destinationPriceKey(p.destinationId, p.aircraftType), destinationPriceEntry(p));
}

/** The departure and destination of a route price, before a write moves or deletes it (undefined if none). */
export async function routePairOf(db: Executor, routePriceId: number): Promise<Extract<PricingChange, { kind: 'route-pair' }> | undefined> {
  const [row] = await db
    .select({ departureId: routePricing.departureLocationId, destinationId: routePricing.destinationId })
    .from(routePricing)
    .where(eq(routePricing.id, routePriceId));
  return row ? { kind: 'route-pair' as const, ...row } : undefined;
}
