import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priceGridAnswerSchema, priceGridQuerySchema } from '../../../domain/api/admin';
import { cachedPricingSnapshot } from '../../services/pricing';
import { priceGrid } from '../../services/pricing/price-grid';

/** GET /api/admin/price-grid: the effective price grid (decision 0028), a read of content (no write). */
export const priceGridRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/price-grid', { schema: { querystring: priceGridQuerySchema, response: { 200: priceGridAnswerSchema } } }, async (request, reply) => {
    const snapshot = await cachedPricingSnapshot(app.content, app.database.db);
    reply.header('cache-control', 'no-store');
    return priceGrid(app.database.db, snapshot, request.query, app.now());
  });
};
