import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBookingRequestSchema } from '../../../domain/api/admin/inquiries';
import { bookingRequests } from '../../db/schema';
import { inquiryListQuerySchema } from './inquiry-list';

const { idempotencyKey: _idempotencyKey, requestHash: _requestHash, ...listedColumns } = getTableColumns(bookingRequests);

/** GET /booking-requests: newest first. Guarded by `adminRoutes`. */
export const bookingRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/booking-requests',
    { schema: { querystring: inquiryListQuerySchema, response: { 200: z.object({ items: z.array(adminBookingRequestSchema) }) } } },
    async (request) => {
      const { limit, status } = request.query;
      const filters: SQL[] = [];
      if (status) filters.push(eq(bookingRequests.status, status));
      const rows = await app.database.db
        .select(listedColumns)
        .from(bookingRequests)
        .where(and(...filters))
        .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id))
        .limit(limit);
      return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
};
