import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/api/content-queries';
import { inquiryExportQuerySchema, inquiryUpdateSchema } from '../../../domain/api/admin/inquiry-updates';
import { bookingRequests, wechatRequests } from '../../db/schema';
import { notFound } from '../../http-errors';
import { recordAudit } from '../../services/audit/record-audit';
import { toCsv } from '../../services/inquiries/csv';
import { actor } from '../admin-content/actor';

const KINDS = {
  'booking-requests': { table: bookingRequests, entity: 'booking_request', label: 'Booking request' },
  'wechat-requests': { table: wechatRequests, entity: 'wechat_request', label: 'WeChat request' },
} as const;

/** Staff follow-up on inquiries: status and notes (audited), and a CSV export. Guarded by `adminRoutes`. */
export const inquiryFollowUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  for (const [path, { table, entity, label }] of Object.entries(KINDS)) {
    app.patch(`/${path}/:id`, { schema: { params: idParamsSchema, body: inquiryUpdateSchema } }, async (request) => {
      const { id } = request.params;
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ status: table.status, notes: table.notes }).from(table).where(eq(table.id, id)).for('update');
        if (!before) throw notFound(`${label} ${id} was not found`);
        const patch = { ...(request.body.status ? { status: request.body.status } : {}), ...(request.body.notes !== undefined ? { notes: request.body.notes } : {}) };
        const [after] = await tx.update(table).set(patch).where(eq(table.id, id)).returning({ id: table.id, status: table.status, notes: table.notes });
        await recordAudit(tx, { user: actor(request), action: 'update', entity, entityId: id, before, after: { status: after!.status, notes: after!.notes }, at: app.now() });
        return after!;
      });
    });
  }

  app.get('/inquiries.csv', { schema: { querystring: inquiryExportQuerySchema } }, async (request, reply) => {
    const { table } = KINDS[request.query.kind === 'wechat' ? 'wechat-requests' : 'booking-requests'];
    const { idempotencyKey: _k, requestHash: _h, ...columns } = getTableColumns(table);
    const rows = (await db.select(columns).from(table).orderBy(desc(table.createdAt), desc(table.id))) as Record<string, unknown>[];
    const header = Object.keys(columns);
    const file = `${request.query.kind === 'wechat' ? 'wechat-requests' : 'booking-requests'}-${app.now().toISOString().slice(0, 10)}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'no-store')
      .send(toCsv(header, rows.map((row) => header.map((key) => row[key]))));
  });
};
