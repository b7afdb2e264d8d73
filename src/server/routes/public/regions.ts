import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/api/content-queries';
import { notFound } from '../../http-errors';
import { sendCachedJson } from '../../plugins/content-cache';
import { findPublicRegion, listPublicRegions } from '../../services/content/regions';
import { knownIds, replyCached } from './cached-list';

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/regions', async (request, reply) => replyCached(request, reply, 'regions', () => listPublicRegions(db)));

  app.get('/regions/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    const notThere = () => notFound(`Region ${id} was not found or is not active`);
    // A made-up id is answered without a cache entry (or a query) of its own.
    if (!(await knownIds(request)).activeRegionIds.has(id)) throw notThere();
    const cached = await app.content.json(`region:${id}`, () => findPublicRegion(db, id));
    if (cached.body === 'null') throw notThere();
    return sendCachedJson(request, reply, cached);
  });
};
