import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRegionSchema, regionPublishBodySchema, regionReadinessSchema } from '../../../domain/api/admin';
import { idParamsSchema } from '../../../domain/api/content-queries';
import { setRegionPublished } from '../../services/admin-content/region-publishing';
import { readRegionReadiness } from '../../services/admin-content/region-readiness-checks';
import { readContentItem } from '../../services/admin-lists/content-lists';
import { actor } from './actor';
import { expectedVersion } from './expected-version';

/**
 * A region's lifecycle (docs/decisions/0044): GET /api/admin/regions/:id/readiness (what it still needs to go
 * live), POST /api/admin/regions/:id/publish and /unpublish (content:write, versioned, audited).
 */
export const regionPublishingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/admin/regions/:id/readiness', { schema: { params: idParamsSchema, response: { 200: regionReadinessSchema } } }, async (request) =>
    readRegionReadiness(db, request.params.id),
  );

  for (const [action, live] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/admin/regions/:id/${action}`,
      { schema: { params: idParamsSchema, body: regionPublishBodySchema, response: { 200: adminRegionSchema } } },
      async (request) => {
        const row = await setRegionPublished(db, actor(request), request.params.id, live, expectedVersion(request));
        await app.content.invalidate();
        return readContentItem(db, 'regions', row.id, undefined);
      },
    );
  }
};
