import { messageResponseSchema } from '../../../domain/api/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_CONTENT_TYPES,
  adminRegionQuerySchema,
  bulkRequestSchema,
  bulkResponseSchema,
  CONTENT_TYPES,
  reorderSchema,
  deleteBodySchema,
  deleteImpactSchema,
  TRASH_ENTRY_HEADER,
  versioned,
} from '../../../domain/api/admin';
import { idParamsSchema } from '../../../domain/api/content-queries';
import { runBulkAction } from '../../services/admin-content/bulk';
import { contentResource } from '../../services/admin-content/content-tables';
import { contentDeleteImpactOf, createContent, deleteContent, reorderContent, updateContent } from '../../services/admin-content/crud';
import { replyAdminList } from '../../plugins/admin-read-cache';
import { listContent, readContentItem } from '../../services/admin-lists/content-lists';
import { actor } from './actor';
import { expectedVersion } from './expected-version';

/**
 * For each content type of the domain's table (src/domain/api/admin/content-types.ts): GET /api/admin/{type}
 * and /api/admin/{type}/:id, POST /api/admin/{type}/bulk, POST /api/{type}, PUT and DELETE /api/{type}/:id,
 * and POST /api/{type}/reorder where the type is reorderable.
 */
export const contentResourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  for (const type of ADMIN_CONTENT_TYPES) {
    const described = CONTENT_TYPES[type];
    const resource = contentResource(type);

    // Served from the admin read cache while the content is unchanged (plugins/admin-read-cache.ts); the
    // response schema checks each fill.
    app.get(`/admin/${type}`, { schema: { querystring: described.query, response: { 200: described.list } } }, async (request, reply) =>
      replyAdminList(request, reply, () => listContent(db, type, request.query)),
    );

    // One row with its version, for an item opened by its address (a shared link, a reload) that is not on the page shown.
    app.get(
      `/admin/${type}/:id`,
      { schema: { params: idParamsSchema, querystring: adminRegionQuerySchema, response: { 200: described.item } } },
      async (request) => (await readContentItem(db, type, request.params.id, request.query.regionId)) as never,
    );

    app.post(`/admin/${type}/bulk`, { schema: { querystring: adminRegionQuerySchema, body: bulkRequestSchema, response: { 200: bulkResponseSchema } } }, async (request, reply) => {
      const answer = await runBulkAction(db, resource, actor(request), request.body, request.query.regionId);
      await app.content.invalidate();
      if (answer.trashEntries) reply.header(TRASH_ENTRY_HEADER, answer.trashEntries.join(', '));
      return answer;
    });

    app.post(`/${type}`, { schema: { querystring: adminRegionQuerySchema, body: described.create, response: { 201: described.item } } }, async (request, reply) => {
      const row = await createContent(db, resource, actor(request), request.body, request.query.regionId);
      await app.content.invalidate();
      // The answer is the row as the admin list shows it (its response schema), read back once.
      return reply.status(201).send(await readContentItem(db, type, row.id, undefined));
    });

    app.put(
      `/${type}/:id`,
      { schema: { params: idParamsSchema, querystring: adminRegionQuerySchema, body: versioned(described.update), response: { 200: described.item } } },
      async (request) => {
        const row = await updateContent(db, resource, actor(request), request.params.id, request.body, request.query.regionId, expectedVersion(request));
        await app.content.invalidate();
        return readContentItem(db, type, row.id, undefined);
      },
    );

    app.delete(`/${type}/:id`, { schema: { params: idParamsSchema, querystring: adminRegionQuerySchema, body: deleteBodySchema } }, async (request, reply) => {
      const entry = await deleteContent(db, resource, actor(request), request.params.id, request.query.regionId, expectedVersion(request));
      await app.content.invalidate();
      return reply.status(204).header(TRASH_ENTRY_HEADER, String(entry)).send();
    });

    app.get(
      `/admin/${type}/:id/delete-impact`,
      { schema: { params: idParamsSchema, querystring: adminRegionQuerySchema, response: { 200: deleteImpactSchema } } },
      async (request) => contentDeleteImpactOf(db, resource, request.params.id, request.query.regionId),
    );

    if (described.reorderable) {
      app.post(`/${type}/reorder`, { schema: { querystring: adminRegionQuerySchema, body: reorderSchema, response: { 200: messageResponseSchema } } }, async (request) => {
        await reorderContent(db, resource, actor(request), request.body.orderedIds, request.query.regionId);
        await app.content.invalidate();
        return { message: 'Items reordered successfully' };
      });
    }
  }
};
