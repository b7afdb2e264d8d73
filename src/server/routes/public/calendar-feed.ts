import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALENDAR_FEED_GONE, UNKNOWN_CALENDAR_FEED } from '../../../domain/api/admin/calendar-feed';
import { HttpError, notFound } from '../../http-errors';
import { bookingsFeedFile } from '../../services/calendar-feeds/feed-file';
import { findCalendarFeed } from '../../services/calendar-feeds/feed-tokens';
import { linkOrigin } from '../../services/visitor-requests/link-tokens';
import { REQUEST_LINK_LIMIT } from './visitor-requests';

/**
 * GET /api/calendar/{token}/bookings.ics: a staff member's feed of the bookings (decision 0067), read by
 * calendar apps, which send no cookie: the token in the path is the only key. It is never logged
 * ([redacted]), and the answer is kept by no cache and no search engine.
 */
export const calendarFeedFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/calendar/:token/bookings.ics',
    {
      schema: { params: z.object({ token: z.string().max(200) }), description: 'A staff member\'s bookings as text/calendar (RFC 5545): one VEVENT per booked flight; 404 for an unknown URL, 410 when its person is deactivated or cannot see bookings.' },
      config: { rateLimit: REQUEST_LINK_LIMIT, secretInUrl: { params: ['token'] } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
      const feed = await findCalendarFeed(db, request.params.token);
      if (feed.kind === 'unknown') throw notFound(UNKNOWN_CALENDAR_FEED);
      if (feed.kind === 'off') throw new HttpError(410, CALENDAR_FEED_GONE);
      const origin = linkOrigin(app.config.PUBLIC_URL, `${request.protocol}://${request.host}`);
      const file = await bookingsFeedFile(db, { origin, host: new URL(origin).hostname }, app.now());
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="bookings.ics"').send(file);
    },
  );
};
