import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AIRCRAFT_TYPES } from '../../../domain/aircraft';
import { availableAircraftQuerySchema, calculatePriceRequestSchema, calculatePricesRequestSchema, requestedParty, type CalculatePricesRequest } from '../../../domain/api/pricing';
import { badRequest } from '../../http-errors';
import { PUBLIC_READ_ANSWERS, PUBLIC_WRITE_ANSWERS } from '../../../domain/api/public-answers';
import { availableAircraft, resolveLocations } from '../../services/pricing';
import { quoteSnapshots } from './quote-snapshot';
import type { PricingSnapshot, ResolvedLocations } from '../../../domain/pricing/snapshot';
import { serializeAnswer } from './cached-list';
import { visitorLanguage } from '../../services/inquiries/party-refusal';
import { answerFor, isPricedJson, quoteAnswerJson } from './quote-answer';

/** The fields both quote calls share (calculate-price's body adds the aircraft). */
type QuoteBody = CalculatePricesRequest;

/** A route call quotes eight aircraft at once: the budget per client address is a page's worth of route changes. */
const ROUTE_QUOTE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const snapshots = quoteSnapshots(app);

  /** The party the charges are for (decision 0069); a party of nobody is a 400 in words. */
  const partyOf = (body: { adults?: number; children?: number }) => {
    const party = requestedParty(body);
    if (typeof party === 'string') throw badRequest(party, [{ path: 'adults', message: party }]);
    return party;
  };

  /**
   * What both quote calls price from: the places (unknown ones refused here, 400, before any key is made), now,
   * and the day, language and party of the answer.
   */
  const pricedFor = (data: PricingSnapshot, request: { body: QuoteBody; headers: { 'accept-language'?: string | undefined } }) => {
    const body = request.body;
    const locations = resolveLocations(data, body);
    const now = app.now();
    const on = answerFor(body.date, visitorLanguage(body.language, request.headers['accept-language']), now, partyOf(body));
    return { locations, now, on };
  };

  /** One estimate for the admin home's funnel; a scenic or training flight counts as its round trip (decision 0048). */
  const countEstimate = (locations: ResolvedLocations, partner: string | null | undefined, at: Date) =>
    app.estimateCounts.add({ departure: locations.departure.value, destination: locations.destination?.value ?? locations.departure.value, partner: partner ?? '' }, at);

  app.post(
    '/calculate-price',
    {
      schema: {
        summary: 'The estimate of one aircraft on a route',
        description:
          'Price, lines, breakdown and booking target of one aircraft for a flight type, departure and destination on `date` ' +
          '(YYYY-MM-DD; without it today in Perth, and `dateGiven` is false); `estimate` is NOT AVAILABLE with a `message` when the aircraft cannot fly it.',
        body: calculatePriceRequestSchema,
        response: { 200: PUBLIC_WRITE_ANSWERS['/api/calculate-price'] },
      },
      config: { writesNothing: true },
    },
    (request, reply) =>
      snapshots.answer(request, reply, (data) => {
        const body = request.body;
        const { locations, now, on } = pricedFor(data, request);
        // A new answer goes through the route's response schema (reply.serialize); a cached one is not checked again.
        const json = quoteAnswerJson(data, body.aircraftType, body.flightType, locations, now, on, serializeAnswer(reply));
        app.metrics.quotes.add(isPricedJson(json) ? 'priced' : 'not-available');
        countEstimate(locations, body.partner, now);
        // Already JSON: Fastify sends a string with a JSON content type as it is, without serializing again.
        reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(json as never);
      }),
  );

  app.post(
    '/calculate-prices',
    {
      schema: {
        summary: 'The estimates of every aircraft on a route, in one call',
        description:
          'The body of POST /api/calculate-price without `aircraftType`. `quotes` has one entry per aircraft type, in catalogue order, ' +
          'each exactly what POST /api/calculate-price answers for that aircraft (same resolver, same cached answer). ' +
          'Counted as one estimate for the admin home, however many aircraft it quotes.',
        body: calculatePricesRequestSchema,
        response: { 200: PUBLIC_WRITE_ANSWERS['/api/calculate-prices'] },
      },
      config: { writesNothing: true, rateLimit: ROUTE_QUOTE_LIMIT },
    },
    (request, reply) =>
      snapshots.answer(request, reply, (data) => {
        const body = request.body;
        const { locations, now, on } = pricedFor(data, request);
        const entries = AIRCRAFT_TYPES.map((type) => quoteAnswerJson(data, type, body.flightType, locations, now, on));
        for (const json of entries) app.metrics.quotes.add(isPricedJson(json) ? 'priced' : 'not-available');
        // The visitor asked for one route's estimate: one count, not one per aircraft.
        countEstimate(locations, body.partner, now);
        reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(`{"quotes":[${entries.join(',')}]}` as never);
      }),
  );

  app.get(
    '/available-aircraft',
    { schema: { querystring: availableAircraftQuerySchema, response: { 200: PUBLIC_READ_ANSWERS['/api/available-aircraft'] } } },
    async (request, reply) => {
      const data = snapshots.ready(request) ?? (await snapshots.load(request));
      const locations = resolveLocations(data, request.query);
      reply.header('cache-control', 'public, max-age=30');
      return availableAircraft(data, request.query.flightType, locations, app.now());
    },
  );
};
