import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRegionQuerySchema } from '../../../domain/api/admin';
import { notLiveAnswerSchema } from '../../../domain/api/admin/route-import';
import { listNotLive } from '../../services/admin-content/not-live';

/** GET /api/admin/not-live?regionId: why regions, departures and destinations are not on the public site (decision 0030). */
export const notLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/not-live', { schema: { querystring: adminRegionQuerySchema, response: { 200: notLiveAnswerSchema } } }, async (request) =>
    listNotLive(app.database.db, request.query.regionId),
  );
};
