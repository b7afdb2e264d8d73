import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/api/content-queries';
import { inquiryUpdateAnswerSchema, inquiryUpdateSchema } from '../../../domain/api/admin/inquiry-updates';
import { inquiryExportQuerySchema } from '../../../domain/api/admin/list-query';
import { exportInquiries, type ExportFormat } from '../../services/inquiries/export';
import { INQUIRY_KINDS, updateInquiry, type InquiryKind } from '../../services/inquiries/follow-up';
import { actor } from '../admin-content/actor';
import { expectedVersion } from '../admin-content/expected-version';

/** Staff follow-up on inquiries: status, notes, assignee and follow-up day (versioned, audited), and the CSV and .xlsx exports of what the list shows (the list's own query; audited). Guarded by `adminRoutes`. */
export const inquiryFollowUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  for (const kind of Object.keys(INQUIRY_KINDS) as InquiryKind[]) {
    app.patch(`/${kind}/:id`, { schema: { params: idParamsSchema, body: inquiryUpdateSchema, response: { 200: inquiryUpdateAnswerSchema } } }, async (request) =>
      updateInquiry(db, kind, actor(request), request.params.id, request.body, expectedVersion(request), app.now()),
    );
  }

  const CONTENT_TYPES: Record<ExportFormat, string> = {
    csv: 'text/csv; charset=utf-8',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
  for (const format of ['csv', 'xlsx'] as const) {
    app.get(`/inquiries.${format}`, { config: { permission: 'inquiries' }, schema: { querystring: inquiryExportQuerySchema } }, async (request, reply) => {
      const { kind: inbox, ...query } = request.query;
      const kind: InquiryKind = inbox === 'wechat' ? 'wechat-requests' : 'booking-requests';
      const requester = { user: actor(request), ip: request.ip, userAgent: request.headers['user-agent'] };
      const { fileName, body } = await exportInquiries(db, kind, query, format, requester, app.now());
      return reply.type(CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').send(body);
    });
  }
};
