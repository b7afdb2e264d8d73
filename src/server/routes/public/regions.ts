import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/api/content-queries';
import { PUBLIC_READ_ANSWERS } from '../../../domain/api/public-answers';
import { notFound } from '../../http-errors';
import { sendCachedJson } from '../../plugins/content-cache';
import { findPublicRegion, listPublicRegions } from '../../services/content/regions';
import { knownIds, replyCached, serializeAnswer } from './cached-list';

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/regions', { schema: { response: { 200: PUBLIC_READ_ANSWERS['/api/regions'] } } }, async (request, reply) =>
    replyCached(request, reply, 'regions', () => listPublicRegions(db, request.previewsDrafts)),
  );

  app.get('/regions/:id', { schema: { params: idParamsSchema, response: { 200: PUBLIC_READ_ANSWERS['/api/regions/:id'] } } }, async (request, reply) => {
    const { id } = request.params;
    const notThere = () => notFound(`Region ${id} was not found or is not live`);
    // A made-up id is answered without a cache entry (or a query) of its own.
    if (!(await knownIds(request)).activeRegionIds.has(id)) throw notThere();
    // A region that went inactive meanwhile loads as null: kept as 'null' (answered 404), not checked as a region.
    const key = `${request.previewsDrafts ? 'drafts:' : ''}region:${id}`;
    const cached = await app.content.json(key, () => findPublicRegion(db, id, request.previewsDrafts), (data) => (data === null ? 'null' : serializeAnswer(reply)(data)));
    if (cached.body === 'null') throw notThere();
    return sendCachedJson(request, reply, cached);
  });
};
