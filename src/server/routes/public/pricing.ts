import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availableAircraftQuerySchema, calculatePriceRequestSchema } from '../../../domain/api/pricing';
import { availableAircraft, cachedPricingSnapshot, resolveLocations, sourcedQuote } from '../../services/pricing';
import { cachedPriceJson } from './price-response';

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const snapshot = () => cachedPricingSnapshot(app.content, app.database.db);

  app.post(
    '/calculate-price',
    { schema: { body: calculatePriceRequestSchema } },
    async (request, reply) => {
      const body = request.body;
      const data = await snapshot();
      // Unknown locations are refused here (400), before any key is made. The key holds what the answer
      // depends on once resolved, so "12", "012" and "jandakot" share one entry, as do all the destinations a
      // scenic flight ignores.
      const locations = resolveLocations(data, body);
      const key = `${body.aircraftType}|${body.flightType}|${locations.departure.id}|${locations.destination?.id ?? ''}`;
      const json = cachedPriceJson(data, key, app.now(), (now) => {
        // The same resolver as the admin price grid (services/pricing/price-grid.ts).
        const result = sourcedQuote(data, body.aircraftType, body.flightType, locations, now).quote;
        return {
          ...result,
          aircraftType: body.aircraftType,
          flightType: body.flightType,
          departure: locations.departure.value,
          destination: locations.destination?.value ?? (result.isScenic || result.isPilotTraining ? locations.departure.value : null),
        };
      });
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(json);
    },
  );

  app.get(
    '/available-aircraft',
    { schema: { querystring: availableAircraftQuerySchema } },
    async (request, reply) => {
      const data = await snapshot();
      const locations = resolveLocations(data, request.query);
      reply.header('cache-control', 'public, max-age=30');
      return availableAircraft(data, request.query.flightType, locations, app.now());
    },
  );
};
