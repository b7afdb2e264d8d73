import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowStampSchema } from '../../../domain/api/admin/row-versions';
import { stampOf } from '../../services/row-versions/row-versions';
import { wechatRequests } from '../../db/schema';
import { inquiryListQuerySchema, inquiryStatusSchema, toNumber } from './inquiry-list';

/** One WeChat/AliPay payment-link request as staff see it: every column but the idempotency bookkeeping. */
export const adminWechatRequestSchema = z.object({
  id: z.number(),
  /** CF-000123: the visitor's reference (one numbering for both kinds of inquiry). */
  reference: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** YYYY-MM-DD */
  departureDate: z.string(),
  returnDate: z.string().nullable(),
  passengersOver12: z.number(),
  passengersUnder12: z.number(),
  /** kg */
  totalPassengerWeight: z.number(),
  /** kg */
  totalBagWeight: z.number(),
  aircraftType: z.string().nullable(),
  flightType: z.string().nullable(),
  departure: z.string().nullable(),
  destination: z.string().nullable(),
  estimate: z.string().nullable(),
  flightTime: z.string().nullable(),
  distance: z.string().nullable(),
  regionId: z.number().nullable(),
  language: z.string(),
  partner: z.string().nullable(),
  status: inquiryStatusSchema.or(z.string()),
  notes: z.string().nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
  ...rowStampSchema.shape,
});
export type AdminWechatRequest = z.infer<typeof adminWechatRequestSchema>;

const { idempotencyKey: _idempotencyKey, requestHash: _requestHash, ...listedColumns } = getTableColumns(wechatRequests);

/** GET /wechat-requests: newest first. Guarded by `adminRoutes`. */
export const wechatRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wechat-requests',
    { schema: { querystring: inquiryListQuerySchema, response: { 200: z.object({ items: z.array(adminWechatRequestSchema) }) } } },
    async (request) => {
      const { limit, status } = request.query;
      const filters: SQL[] = [];
      if (status) filters.push(eq(wechatRequests.status, status));
      const rows = await app.database.db
        .select(listedColumns)
        .from(wechatRequests)
        .where(and(...filters))
        .orderBy(desc(wechatRequests.createdAt), desc(wechatRequests.id))
        .limit(limit);
      return {
        items: rows.map((row) => ({
          ...row,
          totalPassengerWeight: toNumber(row.totalPassengerWeight) ?? 0,
          totalBagWeight: toNumber(row.totalBagWeight) ?? 0,
          createdAt: row.createdAt.toISOString(),
          ...stampOf(row),
        })),
      };
    },
  );
};
