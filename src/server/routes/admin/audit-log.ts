import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema } from '../../../domain/api/admin/audit-log';
import { listAuditLog } from '../../services/audit/list-audit-log';

/**
 * GET /api/admin/audit-log: who changed what and when, newest first, a page at a time (`before` = last id
 * seen, or `offset`), filtered by `user`, `entity`, `from` and `to`.
 */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/audit-log', { schema: { querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } } }, async (request) =>
    listAuditLog(app.database.db, request.query),
  );
};
