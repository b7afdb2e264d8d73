import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDestinationPricingSchema,
  adminRegionQuerySchema,
  adminRoutePricingSchema,
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
import { pricingChanged, routePairOf } from '../../services/pricing';
import { actor } from './actor';
import { replyAdminList } from '../../plugins/admin-read-cache';
import { expectedVersion, withoutVersion } from './expected-version';

/** Route pricing and destination pricing (docs/product.md §2.7 Routes tab, §7.2). Prices travel in dollars. */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  // Served from the admin read cache while the content is unchanged (plugins/admin-read-cache.ts).
  app.get('/admin/route-pricing', { schema: { querystring: routePricingListQuerySchema, response: { 200: routePricingListAnswerSchema } } }, async (request, reply) =>
    replyAdminList(request, reply, () => listRoutePricing(db, request.query)),
  );

  // 201 for a new route price; 200 when the create carried the version of the row another save had
  // created meanwhile (Overwrite after its 409) and updated it.
  app.post(
    '/route-pricing',
    { schema: { querystring: adminRegionQuerySchema, body: versioned(routePricingCreateSchema), response: { 200: adminRoutePricingSchema, 201: adminRoutePricingSchema } } },
    async (request, reply) => {
      const { row, created } = await createRoutePricing(db, actor(request), withoutVersion(request.body), request.query.regionId, expectedVersion(request));
      await pricingChanged(app.content, [{ kind: 'route-pair', departureId: row.departureLocationId, destinationId: row.destinationId }]);
      return reply.status(created ? 201 : 200).send(row);
    },
  );

  app.put(
    '/route-pricing/:id',
    { schema: { params: idParamsSchema, querystring: adminRegionQuerySchema, body: versioned(routePricingUpdateSchema), response: { 200: adminRoutePricingSchema } } },
    async (request) => {
      const before = await routePairOf(db, request.params.id);
      const row = await updateRoutePricing(db, actor(request), request.params.id, withoutVersion(request.body), request.query.regionId, expectedVersion(request));
      const after = { kind: 'route-pair', departureId: row.departureLocationId, destinationId: row.destinationId } as const;
      // A price moved to another departure or destination (rare) reloads everything: two moves of one
      // price racing could otherwise leave it in a pair neither reloads.
      const moved = !before || before.departureId !== after.departureId || before.destinationId !== after.destinationId;
      await (moved ? app.content.invalidate() : pricingChanged(app.content, [after]));
      return row;
    },
  );

  app.delete('/route-pricing/:id', { schema: { params: idParamsSchema, querystring: routePricingDeleteQuerySchema, body: deleteBodySchema } }, async (request, reply) => {
    const { regionId, scope } = request.query;
    const pair = await routePairOf(db, request.params.id);
    const entry = await deleteRoutePricing(db, actor(request), request.params.id, regionId, expectedVersion(request), scope);
    await pricingChanged(app.content, [pair]);
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
    { schema: { querystring: adminRegionQuerySchema, body: versioned(destinationPricingUpsertSchema), response: { 200: adminDestinationPricingSchema } } },
    async (request) => {
      const row = await upsertDestinationPricing(db, actor(request), withoutVersion(request.body), request.query.regionId, expectedVersion(request));
      await pricingChanged(app.content, [{ kind: 'destination-prices', destinationId: row.destinationId }]);
      return row;
    },
  );
};
