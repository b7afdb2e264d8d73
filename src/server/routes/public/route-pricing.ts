import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePricingQuerySchema } from '../../../domain/api/content-queries';
import { departureLocations, routePricing } from '../../db/schema';
import { replyCached } from './cached-list';

/** Active route prices from a departure: the widget reads which flight types it offers (SPEC §7). */
export const routePricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get('/route-pricing', { schema: { querystring: routePricingQuerySchema } }, async (request, reply) => {
    const { departureLocationId, regionId } = request.query;
    return replyCached(request, reply, `route-pricing?d=${departureLocationId ?? '*'}&r=${regionId ?? '*'}`, async () => {
      const conditions = [eq(routePricing.isActive, true), eq(departureLocations.isActive, true)];
      if (departureLocationId !== undefined) conditions.push(eq(routePricing.departureLocationId, departureLocationId));
      if (regionId !== undefined) conditions.push(inArray(departureLocations.regionId, [regionId]));
      const rows = await db
        .select({
          id: routePricing.id,
          aircraftType: routePricing.aircraftType,
          departureLocationId: routePricing.departureLocationId,
          destinationId: routePricing.destinationId,
          flightType: routePricing.flightType,
          price: routePricing.price,
          isCustomRoute: routePricing.isCustomRoute,
          hasIframeHtml: routePricing.iframeHtml,
        })
        .from(routePricing)
        .innerJoin(departureLocations, eq(departureLocations.id, routePricing.departureLocationId))
        .where(and(...conditions))
        .orderBy(asc(routePricing.departureLocationId), asc(routePricing.destinationId), asc(routePricing.aircraftType), asc(routePricing.flightType));
      return rows.map(({ hasIframeHtml, price, ...row }) => ({ ...row, price: Number(price), hasIframeHtml: Boolean(hasIframeHtml) }));
    });
  });
};
