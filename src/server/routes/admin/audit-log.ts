import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema } from '../../../domain/api/admin/settings';
import { auditLog } from '../../db/schema';

/** GET /api/admin/audit-log: who changed what and when, newest first, a page at a time (`before` = last id seen). */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/audit-log', { schema: { querystring: auditLogQuerySchema } }, async (request) => {
    const { limit, before, entity } = request.query;
    const filters: SQL[] = [];
    if (before !== undefined) filters.push(lt(auditLog.id, before));
    if (entity) filters.push(eq(auditLog.entity, entity));
    const rows = await app.database.db.select().from(auditLog).where(and(...filters)).orderBy(desc(auditLog.id)).limit(limit + 1);
    const page = rows.slice(0, limit);
    return {
      items: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      nextBefore: rows.length > limit ? page.at(-1)!.id : null,
    };
  });
};
