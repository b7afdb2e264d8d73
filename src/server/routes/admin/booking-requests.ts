import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingRequestListAnswerSchema, inquiryListQuerySchema } from '../../../domain/api/admin';
import { listBookingRequests, withMe } from '../../services/admin-lists/inquiry-lists';
import { actor } from '../admin-content/actor';

/** GET /booking-requests: newest first; searched, filtered, sorted and paged on request. Guarded by `adminRoutes`. */
export const bookingRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/booking-requests', { schema: { querystring: inquiryListQuerySchema, response: { 200: bookingRequestListAnswerSchema } } }, async (request) =>
    listBookingRequests(app.database.db, withMe(request.query, actor(request).id)),
  );
};
