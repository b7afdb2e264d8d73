import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { restoreResultSchema, trashListQuerySchema, trashListSchema } from '../../../domain/api/admin/trash';
import { idParamsSchema } from '../../../domain/api/content-queries';
import { listTrash, purgeEntry } from '../../services/trash/entries';
import { restoreEntry } from '../../services/trash/restore';
import { actor } from './actor';

/**
 * The Trash at /api/admin/trash: deleted items kept for 30 days, restored or purged from here. Mounted with
 * the content calls (their guard, and their empty-JSON-body rule: the admin client sends a JSON content
 * type on a body-less restore).
 */
export const trashRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/trash', { schema: { querystring: trashListQuerySchema, response: { 200: trashListSchema } } }, async (request) => listTrash(db, request.query));

  app.post('/trash/:id/restore', { schema: { params: idParamsSchema, response: { 200: restoreResultSchema } } }, async (request) => {
    const result = await restoreEntry(db, actor(request), request.params.id);
    await app.content.invalidate();
    return result;
  });

  app.delete('/trash/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await purgeEntry(db, actor(request), request.params.id);
    return reply.status(204).send();
  });
};
