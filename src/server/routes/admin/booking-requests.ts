import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowStampSchema } from '../../../domain/api/admin/row-versions';
import { stampOf } from '../../services/row-versions/row-versions';
import { bookingRequests } from '../../db/schema';
import { inquiryListQuerySchema, inquiryStatusSchema } from './inquiry-list';

const addOnList = z.array(z.string()).optional();

/** One booking request as staff see it: every column but the idempotency bookkeeping. */
export const adminBookingRequestSchema = z.object({
  id: z.number(),
  /** CF-000123: the visitor's reference (one numbering for both kinds of inquiry). */
  reference: z.string(),
  aircraftType: z.string().nullable(),
  flightType: z.string().nullable(),
  departure: z.string().nullable(),
  destination: z.string().nullable(),
  passengers: z.number(),
  /** YYYY-MM-DD */
  date: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string(),
  specialRequests: z.string().nullable(),
  addOns: z.object({ experiences: addOnList, pilotTraining: addOnList, connectingServices: addOnList }),
  estimate: z.string().nullable(),
  isCustomRoute: z.boolean(),
  regionId: z.number().nullable(),
  appContext: z.string(),
  language: z.string(),
  partner: z.string().nullable(),
  status: inquiryStatusSchema.or(z.string()),
  notes: z.string().nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
  ...rowStampSchema.shape,
});
export type AdminBookingRequest = z.infer<typeof adminBookingRequestSchema>;

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
      return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), ...stampOf(row) })) };
    },
  );
};
