import { and, eq, sql } from 'drizzle-orm';
import { AIRCRAFT_TYPES } from '../../../domain/aircraft';
import { ROUTE_FLIGHT_TYPES } from '../../../domain/flight-types';
import type { Database, Executor } from '../../db/database';
import { forEachIdRange, type Pace } from '../../db/pace';
import { rowsOf } from '../../db/rows';
import { destinationPricing, homeAirfields, priceAdjustments, pricingRules, routePricing } from '../../db/schema';
import { changeRowBounds } from '../bulk-prices/change-rows';
import { adjustmentsByRegion, destinationPriceEntry, homesMap, routeEntry, rulesMap } from './load-snapshot';
import { destinationPriceKey, routeKey, type PricingSnapshot, type SnapshotRoute } from '../../../domain/pricing/snapshot';

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
  | { kind: 'bulk-change'; changeId: number }
  /** The adjustments by date (a small table: all of it; decision 0063). */
  | { kind: 'adjustments' }
  /** The home airfields and positioning rules (a small table: all of it; decision 0070). */
  | { kind: 'homes' };

/** The key under which the content cache pins the pricing snapshot. */
export const PRICING_SNAPSHOT_KEY = 'pricing-snapshot';

const isChange = (value: unknown): value is PricingChange => {
  const change = value as Partial<PricingChange> | null;
  if (!change || typeof change !== 'object') return false;
  if (change.kind === 'rules' || change.kind === 'adjustments' || change.kind === 'homes') return true;
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
    else if (change.kind === 'homes') next.homes = homesMap(await db.select().from(homeAirfields));
    else if (change.kind === 'adjustments') next.adjustments = adjustmentsByRegion(await db.select().from(priceAdjustments).where(eq(priceAdjustments.isActive, true)));
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

/**
 * The snapshot patch of a bulk change reads its rows in ranges of about this long (db/pace.ts), and at most
 * 5,000 ids wide: each range's JSON is parsed on the event loop, on PostgreSQL too.
 */
const BULK_READ_PACE: Pace = { first: 1_000, min: 200, max: 5_000, targetMs: 40 };

/**
 * One key a bulk change wrote as the read answers it: aircraft type, departure, destination, flight type,
 * then what the key holds now, or nulls when there is no active route price there (an undone copy, or
 * switched off): price in cents, widget HTML, custom route.
 */
type BulkKeyRow = [string, number, number, string, number | null, string | null, boolean | null];

/** One key a bulk change wrote and what it holds now (null: nothing, the key is removed). */
type KeyEntry = [key: string, entry: SnapshotRoute | null];

/**
 * A range of the change's rows with what their keys hold now, as one JSON text: PGlite turns a result row
 * into an object field by field on the event loop, which costs about twice as much as the whole read.
 */
async function bulkChangeRange(db: Executor, changeId: number, first: number, last: number): Promise<KeyEntry[]> {
  const [answer] = rowsOf<{ keys: string | null }>(
    await db.execute(sql`
      select json_agg(json_build_array(c.aircraft_type, c.departure_location_id, c.destination_id, c.flight_type,
        (r.price * 100)::bigint, r.iframe_html, r.is_custom_route))::text as keys
      from bulk_price_change_rows c left join route_pricing r on r.id = c.route_pricing_id and r.is_active
      where c.change_id = ${changeId} and c.route_pricing_id between ${first} and ${last}`),
  );
  const rows = JSON.parse(answer?.keys ?? '[]') as BulkKeyRow[];
  return rows.map(([aircraftType, departureId, destinationId, flightType, priceCents, iframeHtml, isCustomRoute]) => [
    routeKey(aircraftType, departureId, destinationId, flightType),
    priceCents === null ? null : { priceCents, iframeHtml, isCustomRoute: isCustomRoute === true },
  ]);
}

/**
 * Every key a bulk change wrote, read and turned into entries a range of its rows at a time (the event loop
 * turns between two), then replaced at once.
 */
async function reloadBulkChange(db: Executor, snapshot: PricingSnapshot, changeId: number) {
  const read: KeyEntry[][] = [];
  await forEachIdRange(BULK_READ_PACE, await changeRowBounds(db, changeId), async (first, last) => {
    read.push(await bulkChangeRange(db, changeId, first, last));
  });
  // As for a pair: no await from here on. A key whose price is gone (an undone copy) or inactive is removed.
  for (const entries of read) {
    for (const [key, entry] of entries) {
      if (entry === null) snapshot.routes.delete(key);
      else snapshot.routes.set(key, entry);
    }
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
