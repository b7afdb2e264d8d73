import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRegionQuerySchema, importFromRegionAnswerSchema, importFromRegionSchema, seedLegacyAnswerSchema } from '../../../domain/api/admin';
import { importFromRegion, seedLegacyExperiences } from '../../services/admin-content/imports';
import { actor } from './actor';

/** Copying services and training between regions; seeding the legacy experiences (docs/product.md §7.2). */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  for (const type of ['connecting-services', 'pilot-training'] as const) {
    app.post(`/${type}/import`, { schema: { querystring: adminRegionQuerySchema, body: importFromRegionSchema, response: { 200: importFromRegionAnswerSchema } } }, async (request) => {
      const result = await importFromRegion(db, actor(request), type, request.body.sourceRegionId, request.query.regionId);
      if (result.imported > 0) await app.content.invalidate();
      return result;
    });
  }

  app.post('/admin/experiences/seed-from-legacy', { schema: { querystring: adminRegionQuerySchema, response: { 200: seedLegacyAnswerSchema } } }, async (request) => {
    const result = await seedLegacyExperiences(db, actor(request), request.query.regionId);
    if (result.count > 0) await app.content.invalidate();
    return result;
  });
};
