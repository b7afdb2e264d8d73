import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { experiencesQuerySchema } from '../../../domain/api/content-queries';
import { PUBLIC_READ_ANSWERS } from '../../../domain/api/public-answers';
import { listPublicExperiences } from '../../services/content/experiences';
import { knownIds, replyCached } from './cached-list';

/** docs/product.md §7: ?regionId=, or the older ?region=CODE, defaulting to WA. */
export const experienceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get('/experiences', { schema: { querystring: experiencesQuerySchema, response: { 200: PUBLIC_READ_ANSWERS['/api/experiences'] } } }, async (request, reply) => {
    const { regionId, region } = request.query;
    const known = await knownIds(request);
    // Only ids of regions visitors may read make a key of their own; every other one (a draft too) shares the empty answer.
    const id = regionId !== undefined ? (known.activeRegionIds.has(regionId) ? regionId : undefined) : known.activeRegionIdByCode.get((region ?? 'WA').toUpperCase());
    return replyCached(request, reply, `experiences?r=${id ?? 'none'}`, async () => (id === undefined ? [] : listPublicExperiences(db, id, known.drafts)));
  });
};
