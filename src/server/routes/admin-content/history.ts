import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRegionQuerySchema } from '../../../domain/api/admin';
import { historyPageSchema, historyQuerySchema, historyRestoredSchema, historyRestoreSchema } from '../../../domain/api/admin/history';
import { idParamsSchema } from '../../../domain/api/content-queries';
import { HISTORY_SUBJECTS } from '../../services/history/history-subjects';
import { readHistory } from '../../services/history/read-history';
import { restoreVersion } from '../../services/history/restore-version';
import { actor } from './actor';
import { expectedVersion } from './expected-version';

/**
 * Each item's History (docs/decisions/0046-history-and-restore.md), for the nine content types and route
 * prices: GET /api/admin/{type}/:id/history (content:read: whoever sees the item sees its history) and POST
 * /api/admin/{type}/:id/history/restore (content:write: whoever may change it may restore it).
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  for (const subject of HISTORY_SUBJECTS) {
    app.get(
      `/admin/${subject.type}/:id/history`,
      { schema: { params: idParamsSchema, querystring: historyQuerySchema, response: { 200: historyPageSchema } } },
      async (request) => readHistory(db, subject, request.params.id, request.query),
    );

    app.post(
      `/admin/${subject.type}/:id/history/restore`,
      { schema: { params: idParamsSchema, querystring: adminRegionQuerySchema, body: historyRestoreSchema, response: { 200: historyRestoredSchema } } },
      async (request) => {
        const restored = await restoreVersion(db, subject, actor(request), {
          id: request.params.id,
          restore: request.body.restore,
          expected: expectedVersion(request),
          regionId: request.query.regionId,
        });
        await app.content.invalidate();
        return restored;
      },
    );
  }
};
