import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PricingSnapshot } from '../../../domain/pricing/snapshot';
import { cachedDraftsSnapshot, cachedPricingSnapshot, readyPricingSnapshot } from '../../services/pricing';

interface QuoteRequest {
  previewsDrafts: boolean;
}

/**
 * The pricing a public quote reads: the published snapshot, or with a staff preview the draft regions too
 * (decision 0044). `ready` hands over the loaded published snapshot without a promise, as a quote asks for it
 * on every call; `load` waits for it (or the drafts').
 */
export function quoteSnapshots(app: FastifyInstance) {
  const ready = (request: QuoteRequest): PricingSnapshot | undefined => (request.previewsDrafts ? undefined : readyPricingSnapshot(app.content));
  const load = (request: QuoteRequest): Promise<PricingSnapshot> =>
    request.previewsDrafts ? cachedDraftsSnapshot(app.content, app.database.db) : cachedPricingSnapshot(app.content, app.database.db);
  return {
    ready,
    load,
    /**
     * Runs `answer`, which sends the reply, with the pricing: at once when it is loaded, else once loaded (a
     * refusal it throws is sent as the error). A handler calling this is not async: an async handler
     * resolves with the reply, and Fastify then follows the response stream to its end with listeners of
     * its own, on every call (decision 0074).
     */
    answer(request: QuoteRequest, reply: FastifyReply, answer: (data: PricingSnapshot) => void): void {
      const data = ready(request);
      if (data) return answer(data);
      load(request)
        .then(answer)
        .catch((error: unknown) => reply.send(error));
    },
  };
}
