import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminWechatRequestSchema } from '../../../domain/api/admin/inquiries';
import { wechatRequests } from '../../db/schema';
import { inquiryListQuerySchema, toNumber } from './inquiry-list';

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
        })),
      };
    },
  );
};
