import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  priceAdjustmentDeletedSchema,
  priceAdjustmentInputSchema,
  priceAdjustmentListSchema,
  priceAdjustmentParamsSchema,
  priceAdjustmentSchema,
  priceAdjustmentsQuerySchema,
} from '../../../domain/api/admin/price-adjustments';
import { deleteBodySchema, versioned } from '../../../domain/api/admin/row-versions';
import { createPriceAdjustment, deletePriceAdjustment, listPriceAdjustments, updatePriceAdjustment } from '../../services/admin-content/price-adjustments';
import { pricingChanged } from '../../services/pricing';
import { actor } from '../admin-content/actor';
import { expectedVersion, withoutVersion } from '../admin-content/expected-version';

/**
 * The Seasons and dates view (decision 0063): adjustments of the price by date, per region. Every write is
 * audited and reaches the next quote on every instance at once (the pricing snapshot reloads its adjustments).
 * Guarded by `adminRoutes`; the roles of the other price writes.
 */
export const priceAdjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const changed = () => pricingChanged(app.content, [{ kind: 'adjustments' }]);

  app.get(
    '/price-adjustments',
    { config: { permission: 'content:read' }, schema: { querystring: priceAdjustmentsQuerySchema, response: { 200: priceAdjustmentListSchema } } },
    async (request) => listPriceAdjustments(db, request.query.regionId),
  );

  app.post(
    '/price-adjustments',
    { config: { permission: 'content:write' }, schema: { body: priceAdjustmentInputSchema, response: { 201: priceAdjustmentSchema } } },
    async (request, reply) => {
      const created = await createPriceAdjustment(db, actor(request), request.body);
      await changed();
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/price-adjustments/:id',
    {
      config: { permission: 'content:write' },
      schema: { params: priceAdjustmentParamsSchema, body: versioned(priceAdjustmentInputSchema), response: { 200: priceAdjustmentSchema } },
    },
    async (request) => {
      const updated = await updatePriceAdjustment(db, actor(request), request.params.id, withoutVersion(request.body), expectedVersion(request));
      await changed();
      return updated;
    },
  );

  app.delete(
    '/price-adjustments/:id',
    {
      config: { permission: 'content:write' },
      schema: { params: priceAdjustmentParamsSchema, body: deleteBodySchema, response: { 200: priceAdjustmentDeletedSchema } },
    },
    async (request) => {
      await deletePriceAdjustment(db, actor(request), request.params.id, expectedVersion(request));
      await changed();
      return { id: request.params.id, deleted: true as const };
    },
  );
};
