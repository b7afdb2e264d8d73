import type { FastifyInstance } from 'fastify';
import type { PricingSnapshot } from '../../../domain/pricing/snapshot';
import { cachedDraftsSnapshot, cachedPricingSnapshot, readyPricingSnapshot } from '../../services/pricing';

/**
 * The pricing a public quote reads: the published snapshot, or with a staff preview the draft regions too
 * (decision 0044). `ready` hands over the loaded published snapshot without a promise, as a quote asks for it
 * on every call; `load` waits for it (or the drafts').
 */
export function quoteSnapshots(app: FastifyInstance) {
  return {
    ready: (request: { previewsDrafts: boolean }): PricingSnapshot | undefined => (request.previewsDrafts ? undefined : readyPricingSnapshot(app.content)),
    load: (request: { previewsDrafts: boolean }): Promise<PricingSnapshot> =>
      request.previewsDrafts ? cachedDraftsSnapshot(app.content, app.database.db) : cachedPricingSnapshot(app.content, app.database.db),
  };
}
