import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkChangeParamsSchema,
  bulkPreviewSchema,
  bulkPriceChangeListSchema,
  bulkPriceChangeSchema,
  bulkPriceChangesQuerySchema,
  bulkPriceOperationSchema,
} from '../../../domain/api/admin/bulk-prices';
import { writePaceFor } from '../../db/pace';
import { applyBulkChange, listBulkChanges, previewBulkChange, undoBulkChange } from '../../services/bulk-prices';
import { pricingChanged } from '../../services/pricing';
import { actor } from './actor';

/**
 * Bulk price changes (docs/product.md §2.7, decision 0045): preview, apply, undo, and the region's recent
 * ones. Writes need content:write like any price edit; the preview too (it is a POST, and only those who
 * may apply need it).
 */
export const bulkPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const pace = writePaceFor(app.database.kind);

  app.post('/bulk-price-changes/preview', { schema: { body: bulkPriceOperationSchema, response: { 200: bulkPreviewSchema } } }, async (request) =>
    previewBulkChange(db, request.body, pace),
  );

  app.post('/bulk-price-changes', { schema: { body: bulkPriceOperationSchema, response: { 201: bulkPriceChangeSchema } } }, async (request, reply) => {
    const change = await applyBulkChange(db, actor(request), request.body, pace);
    await pricingChanged(app.content, [{ kind: 'bulk-change', changeId: change.id }]);
    return reply.status(201).send(change);
  });

  app.post('/bulk-price-changes/:id/undo', { schema: { params: bulkChangeParamsSchema, response: { 200: bulkPriceChangeSchema } } }, async (request) => {
    const change = await undoBulkChange(db, actor(request), request.params.id, pace);
    await pricingChanged(app.content, [{ kind: 'bulk-change', changeId: change.id }]);
    return change;
  });

  app.get('/admin/bulk-price-changes', { schema: { querystring: bulkPriceChangesQuerySchema, response: { 200: bulkPriceChangeListSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listBulkChanges(db, request.query.regionId);
  });
};
