import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AIRCRAFT_TYPES, LEGACY_AIRCRAFT_ALIASES } from '../../../domain/aircraft';
import { backgroundsQuerySchema, regionScopedQuerySchema } from '../../../domain/api/content-queries';
import { PUBLIC_READ_ANSWERS } from '../../../domain/api/public-answers';
import { aircraftExperienceImages } from '../../db/schema';
import { listScoped } from '../../services/content/scoped-list';
import { knownIds, regionScope, replyCached } from './cached-list';

export const aircraftImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/aircraft-experience-images', { schema: { querystring: regionScopedQuerySchema, response: { 200: PUBLIC_READ_ANSWERS['/api/aircraft-experience-images'] } } }, async (request, reply) => {
    const scope = regionScope(request.query, await knownIds(request));
    return replyCached(request, reply, `aircraft-images?${scope.key}`, async () =>
      scope.shown ? listScoped(db, aircraftExperienceImages, request.query, { regionNullMeansAll: true }) : [],
    );
  });

  /** The first active image per requested type: the backdrop of each aircraft card. */
  app.get('/aircraft-experience-images/backgrounds', { schema: { querystring: backgroundsQuerySchema, response: { 200: PUBLIC_READ_ANSWERS['/api/aircraft-experience-images/backgrounds'] } } }, async (request, reply) => {
    const requested = (request.query.types ?? '')
      .split(',')
      .map((t) => t.trim())
      .map((t) => LEGACY_AIRCRAFT_ALIASES[t] ?? t)
      .filter((t): t is (typeof AIRCRAFT_TYPES)[number] => (AIRCRAFT_TYPES as readonly string[]).includes(t));
    const types = [...new Set(requested)].sort();
    return replyCached(request, reply, `backgrounds?${types.join(',')}`, async () => {
      if (types.length === 0) return [];
      const rows = await db
        .select({ aircraftType: aircraftExperienceImages.aircraftType, imageUrl: aircraftExperienceImages.imageUrl, altText: aircraftExperienceImages.altText })
        .from(aircraftExperienceImages)
        .where(and(eq(aircraftExperienceImages.isActive, true), inArray(aircraftExperienceImages.aircraftType, types)))
        .orderBy(asc(aircraftExperienceImages.displayOrder), asc(aircraftExperienceImages.id));
      const firstPerType = new Map<string, (typeof rows)[number]>();
      for (const row of rows) if (!firstPerType.has(row.aircraftType)) firstPerType.set(row.aircraftType, row);
      return [...firstPerType.values()];
    });
  });
};
