import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRegionQuerySchema,
  deleteBodySchema,
  deleteImpactSchema,
  TRASH_ENTRY_HEADER,
  versioned,
  destinationPricingListAnswerSchema,
  destinationPricingUpsertSchema,
  routePricingListAnswerSchema,
  routePricingListQuerySchema,
  routePricingCreateSchema,
  routePricingUpdateSchema,
  routePricingDeleteQuerySchema,
} from '../../../domain/api/admin';
import { idParamsSchema } from '../../../domain/api/content-queries';
import {
  createRoutePricing,
  deleteRoutePricing,
  listDestinationPricing,
  routeDeleteImpact,
  updateRoutePricing,
  upsertDestinationPricing,
} from '../../services/admin-content/pricing';
import { listRoutePricing } from '../../services/admin-lists/route-pricing-list';
import { actor } from './actor';
import { expectedVersion, withoutVersion } from './expected-version';

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
    { schema: { params: idParamsSchema, querystring: adminRegionQuerySchema, body: versioned(routePricingUpdateSchema) } },
    async (request) => {
      const row = await updateRoutePricing(db, actor(request), request.params.id, withoutVersion(request.body), request.query.regionId, expectedVersion(request));
      await app.content.invalidate();
      return row;
    },
  );

  app.delete('/route-pricing/:id', { schema: { params: idParamsSchema, querystring: routePricingDeleteQuerySchema, body: deleteBodySchema } }, async (request, reply) => {
    const { regionId, scope } = request.query;
    const entry = await deleteRoutePricing(db, actor(request), request.params.id, regionId, expectedVersion(request), scope);
    await app.content.invalidate();
    return reply.status(204).header(TRASH_ENTRY_HEADER, String(entry)).send();
  });

  app.get(
    '/admin/route-pricing/:id/delete-impact',
    { schema: { params: idParamsSchema, querystring: adminRegionQuerySchema, response: { 200: deleteImpactSchema } } },
    async (request) => routeDeleteImpact(db, request.params.id, request.query.regionId),
  );

  app.get('/destination-pricing', { schema: { querystring: adminRegionQuerySchema, response: { 200: destinationPricingListAnswerSchema } } }, async (request) =>
    listDestinationPricing(db, request.query.regionId),
  );

  app.put(
    '/destination-pricing/upsert',
    { schema: { querystring: adminRegionQuerySchema, body: versioned(destinationPricingUpsertSchema) } },
    async (request) => {
      const row = await upsertDestinationPricing(db, actor(request), withoutVersion(request.body), request.query.regionId, expectedVersion(request));
      await app.content.invalidate();
      return row;
    },
  );
};
