import type { Database } from '../../db/database';
import type { ContentCache } from '../../plugins/content-cache';
import { loadPricingSnapshot } from './load-snapshot';
import type { PricingSnapshot } from './snapshot';

/** The published pricing, loaded once per content version (every admin write starts a new one). */
export function cachedPricingSnapshot(cache: ContentCache, db: Database): Promise<PricingSnapshot> {
  return cache.memo('pricing-snapshot', () => loadPricingSnapshot(db));
}
