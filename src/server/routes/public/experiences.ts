import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { experiencesQuerySchema } from '../../../domain/api/content-queries';
import { listPublicExperiences, regionIdByCode } from '../../services/content/experiences';
import { replyCached } from './cached-list';

/** SPEC §7: ?regionId=, or the older ?region=CODE, defaulting to WA. */
export const experienceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get('/experiences', { schema: { querystring: experiencesQuerySchema } }, async (request, reply) => {
    const { regionId, region } = request.query;
    const id = regionId ?? (await app.content.memo(`region-code:${(region ?? 'WA').toUpperCase()}`, () => regionIdByCode(db, region ?? 'WA')));
    return replyCached(request, reply, `experiences?r=${id ?? 'none'}`, async () => (id === undefined ? [] : listPublicExperiences(db, id)));
  });
};
