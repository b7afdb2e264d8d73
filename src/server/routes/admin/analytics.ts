import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clickStatsSchema } from '../../../domain/api/admin/responses';
import { analyticsQuerySchema } from '../../../domain/api/admin/settings';
import { bookingClickStats } from '../../services/analytics/booking-clicks';

/**
 * Book Now clicks (decision 0011): booking clicks per route, aircraft, partner and day over the last N days. Guarded
 * by `adminRoutes`.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/analytics/booking-clicks', { schema: { querystring: analyticsQuerySchema, response: { 200: clickStatsSchema } } }, async (request) =>
    bookingClickStats(app.database.db, request.query, app.now()),
  );
};
