import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingRequestListAnswerSchema, inquiryListQuerySchema } from '../../../domain/api/admin';
import { listBookingRequests } from '../../services/admin-lists/inquiry-lists';

/** GET /booking-requests: newest first; searched, filtered, sorted and paged on request. Guarded by `adminRoutes`. */
export const bookingRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/booking-requests', { schema: { querystring: inquiryListQuerySchema, response: { 200: bookingRequestListAnswerSchema } } }, async (request) =>
    listBookingRequests(app.database.db, request.query),
  );
};
