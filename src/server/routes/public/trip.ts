import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calculateTripRequestSchema } from '../../../domain/api/trip';
import { PUBLIC_WRITE_ANSWERS } from '../../../domain/api/public-answers';
import { tripAnswer } from '../../services/pricing';
import { quoteSnapshots } from './quote-snapshot';
import { visitorLanguage } from '../../services/inquiries/party-refusal';

/** POST /api/calculate-trip: a trip of several legs as one estimate (decision 0070). */
export const tripRoutes: FastifyPluginAsyncZod = async (app) => {
  const snapshots = quoteSnapshots(app);
  app.post(
    '/calculate-trip',
    {
      schema: {
        summary: 'The estimate of a trip of several legs, in one call',
        description:
          'One aircraft flying 1 to 8 legs in a region, each from the place where the one before ended, each on its own day (today or later). ' +
          'Each leg is priced as the one-way flight between its places (route, destination or per-hour price) with the adjustments of its day; ' +
          'waiting on the ground after a leg, positioning from the aircraft\'s home airfield and back, then the booking fee on the whole. ' +
          '`lines` add up to `total`. A place unknown or outside the region, a leg to itself, a gap between legs, a past day, too many legs, ' +
          'or an aircraft that does not fly the legs: 400 in words.',
        body: calculateTripRequestSchema,
        response: { 200: PUBLIC_WRITE_ANSWERS['/api/calculate-trip'] },
      },
      // The rate limit of calculate-price: a trip is a handful of leg quotes, each cheap (no cached answer to fill).
      config: { writesNothing: true },
    },
    (request, reply) =>
      snapshots.answer(request, reply, (data) => {
        const body = request.body;
        const answer = tripAnswer(data, body, visitorLanguage(body.language, request.headers['accept-language']), app.now());
        app.metrics.quotes.add('priced');
        reply.header('cache-control', 'no-store').send(answer);
      }),
  );
};
