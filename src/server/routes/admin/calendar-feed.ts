import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedMadeSchema, calendarFeedStateSchema } from '../../../domain/api/admin/calendar-feed';
import { calendarFeedState, calendarFeedUrl, resetCalendarFeed } from '../../services/calendar-feeds/feed-tokens';
import { linkOrigin } from '../../services/visitor-requests/link-tokens';
import { actor } from '../admin-content/actor';
import { originOf } from '../request-origin';

/**
 * One's own calendar feed of the bookings (docs/product.md §11.3, decision 0067). It shows bookings, so it
 * takes 'inquiries' as reading bookings does: owners and agents have one, an editor does not.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/calendar-feed', { config: { permission: 'inquiries', ownAccount: true }, schema: { response: { 200: calendarFeedStateSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return calendarFeedState(db, actor(request).id);
  });

  app.post('/calendar-feed/reset', { config: { permission: 'inquiries', ownAccount: true }, schema: { response: { 200: calendarFeedMadeSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const made = await resetCalendarFeed(db, actor(request), app.now(), originOf(request));
    const origin = linkOrigin(app.config.PUBLIC_URL, `${request.protocol}://${request.host}`);
    return { url: calendarFeedUrl(origin, made.token), createdAt: made.createdAt.toISOString() };
  });
};
