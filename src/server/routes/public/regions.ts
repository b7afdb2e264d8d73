import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/api/content-queries';
import { regions } from '../../db/schema';
import { notFound } from '../../http-errors';
import { sendCachedJson } from '../../plugins/content-cache';
import { replyCached } from './cached-list';

const publicColumns = {
  id: regions.id,
  code: regions.code,
  name: regions.name,
  iconUrl: regions.iconUrl,
  isActive: regions.isActive,
  displayOrder: regions.displayOrder,
  defaultDepartureLocationId: regions.defaultDepartureLocationId,
  defaultDestinationId: regions.defaultDestinationId,
  translations: regions.translations,
};

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/regions', async (request, reply) =>
    replyCached(request, reply, 'regions', () =>
      db.select(publicColumns).from(regions).where(eq(regions.isActive, true)).orderBy(asc(regions.displayOrder), asc(regions.id)),
    ),
  );

  app.get('/regions/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    const cached = await app.content.json(`region:${id}`, async () => {
      const [row] = await db.select(publicColumns).from(regions).where(and(eq(regions.id, id), eq(regions.isActive, true)));
      return row ?? null;
    });
    if (cached.body === 'null') throw notFound(`Region ${id} was not found or is not active`);
    return sendCachedJson(request, reply, cached);
  });
};
