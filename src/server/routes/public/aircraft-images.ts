import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backgroundsQuerySchema, regionScopedQuerySchema } from '../../../domain/api/content-queries';
import { PUBLIC_READ_ANSWERS } from '../../../domain/api/public-answers';
import { aircraftExperienceImages } from '../../db/schema';
import { firstImagePerAircraftType, requestedAircraftTypes } from '../../services/content/aircraft-backgrounds';
import { listScoped } from '../../services/content/scoped-list';
import { knownIds, regionScope, replyCached } from './cached-list';

export const aircraftImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/aircraft-experience-images', { schema: { querystring: regionScopedQuerySchema, response: { 200: PUBLIC_READ_ANSWERS['/api/aircraft-experience-images'] } } }, async (request, reply) => {
    const known = await knownIds(request);
    const scope = regionScope(request.query, known);
    return replyCached(request, reply, `aircraft-images?${scope.key}`, async () =>
      scope.shown ? listScoped(db, aircraftExperienceImages, { ...request.query, drafts: known.drafts }, { regionNullMeansAll: true }) : [],
    );
  });

  /** The first active image per requested type: the backdrop of each aircraft card. */
  app.get('/aircraft-experience-images/backgrounds', { schema: { querystring: backgroundsQuerySchema, response: { 200: PUBLIC_READ_ANSWERS['/api/aircraft-experience-images/backgrounds'] } } }, async (request, reply) => {
    const types = requestedAircraftTypes(request.query.types);
    return replyCached(request, reply, `backgrounds?${types.join(',')}`, async () => firstImagePerAircraftType(db, types));
  });
};
