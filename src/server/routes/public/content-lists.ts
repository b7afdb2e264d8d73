import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { regionScopedQuerySchema } from '../../../domain/api/content-queries';
import { PUBLIC_READ_ANSWERS } from '../../../domain/api/public-answers';
import {
  accreditationBadges,
  connectingServices,
  departureLocations,
  destinations,
  heroImages,
  pilotTrainingCourses,
} from '../../db/schema';
import { listScoped } from '../../services/content/scoped-list';
import { knownIds, regionScope, replyCached } from './cached-list';

/** The region-scoped lists that are plain "active rows in displayOrder" (docs/product.md §7 customer calls). */
const LISTS = {
  'departure-locations': departureLocations,
  destinations,
  'hero-images': heroImages,
  'pilot-training': pilotTrainingCourses,
  'connecting-services': connectingServices,
  'accreditation-badges': accreditationBadges,
} as const;

export const contentListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  for (const [path, table] of Object.entries(LISTS)) {
    const response = { 200: PUBLIC_READ_ANSWERS[`/api/${path as keyof typeof LISTS}`] };
    app.get(`/${path}`, { schema: { querystring: regionScopedQuerySchema, response } }, async (request, reply) => {
      const known = await knownIds(request);
      const scope = regionScope(request.query, known);
      return replyCached(request, reply, `${path}?${scope.key}`, async () => (scope.shown ? listScoped(db, table, { ...request.query, drafts: known.drafts }) : []));
    });
  }
};
