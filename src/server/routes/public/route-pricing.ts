import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePricingQuerySchema } from '../../../domain/api/content-queries';
import { PUBLIC_READ_ANSWERS } from '../../../domain/api/public-answers';
import { listPublicRoutePrices } from '../../services/content/route-pricing';
import { knownIds, replyCached } from './cached-list';

/** Active route prices from a departure: the widget reads which flight types it offers (docs/product.md §7). */
export const routePricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get('/route-pricing', { schema: { querystring: routePricingQuerySchema, response: { 200: PUBLIC_READ_ANSWERS['/api/route-pricing'] } } }, async (request, reply) => {
    const { departureLocationId, regionId } = request.query;
    const known = await knownIds(request);
    // An inactive or made-up departure, or a region that does not exist or is a draft, has no routes: one shared key for all.
    const none = (departureLocationId !== undefined && !known.activeDepartureLocationIds.has(departureLocationId)) || (regionId !== undefined && !known.activeRegionIds.has(regionId));
    const key = none ? 'route-pricing?none' : `route-pricing?d=${departureLocationId ?? '*'}&r=${regionId ?? '*'}`;
    return replyCached(request, reply, key, async () => (none ? [] : listPublicRoutePrices(db, { departureLocationId, regionId, drafts: known.drafts })));
  });
};
