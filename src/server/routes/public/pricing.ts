import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availableAircraftQuerySchema, calculatePriceRequestSchema } from '../../../domain/api/pricing';
import { PUBLIC_READ_ANSWERS, PUBLIC_WRITE_ANSWERS } from '../../../domain/api/public-answers';
import { availableAircraft, cachedDraftsSnapshot, cachedPricingSnapshot, resolveLocations, sourcedQuote } from '../../services/pricing';
import { serializeAnswer } from './cached-list';
import { cachedPriceJson } from './price-response';

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  // A staff preview quotes the draft regions too (decision 0044).
  const snapshot = (request: { previewsDrafts: boolean }) =>
    request.previewsDrafts ? cachedDraftsSnapshot(app.content, app.database.db) : cachedPricingSnapshot(app.content, app.database.db);

  app.post(
    '/calculate-price',
    { schema: { body: calculatePriceRequestSchema, response: { 200: PUBLIC_WRITE_ANSWERS['/api/calculate-price'] } }, config: { writesNothing: true } },
    async (request, reply) => {
      const body = request.body;
      const data = await snapshot(request);
      // Unknown locations are refused here (400), before any key is made. The key holds what the answer
      // depends on once resolved, so "12", "012" and "jandakot" share one entry, as do all the destinations a
      // scenic flight ignores.
      const locations = resolveLocations(data, body);
      const key = `${body.aircraftType}|${body.flightType}|${locations.departure.id}|${locations.destination?.id ?? ''}`;
      // A new answer goes through the route's response schema (reply.serialize); a cached one is not checked again.
      const json = cachedPriceJson(data, key, app.now(), serializeAnswer(reply), (now) => {
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
      // Already JSON: Fastify sends a string with a JSON content type as it is, without serializing again.
      // The response schema puts `estimate` first: a number when priced, the text NOT AVAILABLE otherwise.
      app.metrics.quotes.inc({ result: json.startsWith('{"estimate":"') ? 'not-available' : 'priced' });
      // A scenic or training flight returns to its departure: counted as that round trip (decision 0048).
      app.estimateCounts.add({ departure: locations.departure.value, destination: locations.destination?.value ?? locations.departure.value, partner: body.partner ?? '' });
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(json as never);
    },
  );

  app.get(
    '/available-aircraft',
    { schema: { querystring: availableAircraftQuerySchema, response: { 200: PUBLIC_READ_ANSWERS['/api/available-aircraft'] } } },
    async (request, reply) => {
      const data = await snapshot(request);
      const locations = resolveLocations(data, request.query);
      reply.header('cache-control', 'public, max-age=30');
      return availableAircraft(data, request.query.flightType, locations, app.now());
    },
  );
};
