import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priceGridAnswerSchema, priceGridQuerySchema } from '../../../domain/api/admin';
import { cachedKnownIds } from '../../services/content/known-ids';
import { cachedDraftsSnapshot, cachedPricingSnapshot } from '../../services/pricing';
import { priceGrid } from '../../services/pricing/price-grid';

/** GET /api/admin/price-grid: the effective price grid (decision 0028), a read of content (no write). */
export const priceGridRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/price-grid', { schema: { querystring: priceGridQuerySchema, response: { 200: priceGridAnswerSchema } } }, async (request, reply) => {
    const { content, database } = app;
    // A draft region's places are not in the published pricing: its grid reads the pricing with the drafts (decision 0044).
    const live = (await cachedKnownIds(content, database.db)).activeRegionIds.has(request.query.regionId);
    const snapshot = await (live ? cachedPricingSnapshot : cachedDraftsSnapshot)(content, database.db);
    reply.header('cache-control', 'no-store');
    return priceGrid(app.database.db, snapshot, request.query, app.now());
  });
};
