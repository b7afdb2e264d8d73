import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRegionQuerySchema,
  destinationPricingListAnswerSchema,
  destinationPricingUpsertSchema,
  routePricingListAnswerSchema,
  routePricingListQuerySchema,
  routePricingCreateSchema,
  routePricingUpdateSchema,
} from '../../../domain/api/admin';
import { idParamsSchema } from '../../../domain/api/content-queries';
import {
  createRoutePricing,
  deleteRoutePricing,
  listDestinationPricing,
  updateRoutePricing,
  upsertDestinationPricing,
} from '../../services/admin-content/pricing';
import { listRoutePricing } from '../../services/admin-lists/route-pricing-list';
import { actor } from './actor';

/** Route pricing and destination pricing (SPEC §2 Routes tab, §7 "Admin"). Prices travel in dollars. */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/admin/route-pricing', { schema: { querystring: routePricingListQuerySchema, response: { 200: routePricingListAnswerSchema } } }, async (request) =>
    listRoutePricing(db, request.query),
  );

  app.post('/route-pricing', { schema: { querystring: adminRegionQuerySchema, body: routePricingCreateSchema } }, async (request, reply) => {
    const row = await createRoutePricing(db, actor(request), request.body, request.query.regionId);
    await app.content.invalidate();
    return reply.status(201).send(row);
  });

  app.put(
    '/route-pricing/:id',
    { schema: { params: idParamsSchema, querystring: adminRegionQuerySchema, body: routePricingUpdateSchema } },
    async (request) => {
      const row = await updateRoutePricing(db, actor(request), request.params.id, request.body, request.query.regionId);
      await app.content.invalidate();
      return row;
    },
  );

  app.delete('/route-pricing/:id', { schema: { params: idParamsSchema, querystring: adminRegionQuerySchema } }, async (request, reply) => {
    await deleteRoutePricing(db, actor(request), request.params.id, request.query.regionId);
    await app.content.invalidate();
    return reply.status(204).send();
  });

  app.get('/destination-pricing', { schema: { querystring: adminRegionQuerySchema, response: { 200: destinationPricingListAnswerSchema } } }, async (request) =>
    listDestinationPricing(db, request.query.regionId),
  );

  app.put(
    '/destination-pricing/upsert',
    { schema: { querystring: adminRegionQuerySchema, body: destinationPricingUpsertSchema } },
    async (request) => {
      const row = await upsertDestinationPricing(db, actor(request), request.body, request.query.regionId);
      await app.content.invalidate();
      return row;
    },
  );
};
