import type { Database } from '../../db/database';
import type { ContentCache } from '../../plugins/content-cache';
import { loadPricingSnapshot } from './load-snapshot';
import type { PricingSnapshot } from '../../../domain/pricing/snapshot';
import { patchPricingSnapshot, PRICING_SNAPSHOT_KEY, type PricingChange } from './snapshot-patches';

/**
 * The published pricing: loaded whole once, then patched by price writes (only the part each touched,
 * decision 0029); any other admin write, or a missed notification, drops it and the next read reloads it.
 */
export function cachedPricingSnapshot(cache: ContentCache, db: Database): Promise<PricingSnapshot> {
  const reload = () => loadPricingSnapshot(db);
  return cache.memo(PRICING_SNAPSHOT_KEY, reload, (previous, changes) => patchPricingSnapshot(db, previous, changes, reload));
}

/** The published pricing when it is loaded and current, without waiting; undefined otherwise (then `cachedPricingSnapshot`). */
export const readyPricingSnapshot = (cache: ContentCache): PricingSnapshot | undefined => cache.ready<PricingSnapshot>(PRICING_SNAPSHOT_KEY);

/**
 * The pricing a staff preview quotes from (decision 0044): the published pricing plus the draft regions'
 * places. Not patched: any write drops it, and the next preview loads it again.
 */
export function cachedDraftsSnapshot(cache: ContentCache, db: Database): Promise<PricingSnapshot> {
  return cache.memo(`${PRICING_SNAPSHOT_KEY}:drafts`, () => loadPricingSnapshot(db, { drafts: true }));
}

/**
 * Called by a price write after it committed, in place of `cache.invalidate()`: drops the other cached
 * answers, patches this instance's snapshot (waited for, so the next quote is current and fast) and tells
 * the other instances what changed so they patch theirs.
 */
export async function pricingChanged(cache: ContentCache, changes: (PricingChange | undefined)[]): Promise<void> {
  const known = changes.filter((c): c is PricingChange => c !== undefined);
  await cache.invalidate(true, known.length > 0 ? { [PRICING_SNAPSHOT_KEY]: known } : undefined);
}
