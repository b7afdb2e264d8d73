import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  homeAirfieldDeletedSchema,
  homeAirfieldInputSchema,
  homeAirfieldListSchema,
  homeAirfieldParamsSchema,
  homeAirfieldSchema,
  homeAirfieldsQuerySchema,
} from '../../../domain/api/admin/home-airfields';
import { deleteBodySchema, versioned } from '../../../domain/api/admin/row-versions';
import { createHomeAirfield, deleteHomeAirfield, listHomeAirfields, updateHomeAirfield } from '../../services/admin-content/home-airfields';
import { pricingChanged } from '../../services/pricing';
import { actor } from '../admin-content/actor';
import { expectedVersion, withoutVersion } from '../admin-content/expected-version';

/**
 * Home airfields and positioning (decision 0070): per region and aircraft, where it is kept and what its
 * empty legs cost. Every write is audited and reaches the next quote on every instance at once (the pricing
 * snapshot reloads its homes). Guarded by `adminRoutes`; the roles of the other price writes.
 */
export const homeAirfieldRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const changed = () => pricingChanged(app.content, [{ kind: 'homes' }]);

  app.get(
    '/home-airfields',
    { config: { permission: 'content:read' }, schema: { querystring: homeAirfieldsQuerySchema, response: { 200: homeAirfieldListSchema } } },
    async (request) => listHomeAirfields(db, request.query.regionId),
  );

  app.post(
    '/home-airfields',
    { config: { permission: 'content:write' }, schema: { body: homeAirfieldInputSchema, response: { 201: homeAirfieldSchema } } },
    async (request, reply) => {
      const created = await createHomeAirfield(db, actor(request), request.body);
      await changed();
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/home-airfields/:id',
    {
      config: { permission: 'content:write' },
      schema: { params: homeAirfieldParamsSchema, body: versioned(homeAirfieldInputSchema), response: { 200: homeAirfieldSchema } },
    },
    async (request) => {
      const updated = await updateHomeAirfield(db, actor(request), request.params.id, withoutVersion(request.body), expectedVersion(request));
      await changed();
      return updated;
    },
  );

  app.delete(
    '/home-airfields/:id',
    {
      config: { permission: 'content:write' },
      schema: { params: homeAirfieldParamsSchema, body: deleteBodySchema, response: { 200: homeAirfieldDeletedSchema } },
    },
    async (request) => {
      await deleteHomeAirfield(db, actor(request), request.params.id, expectedVersion(request));
      await changed();
      return { id: request.params.id, deleted: true as const };
    },
  );
};
