import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/api/content-queries';
import {
  inquiryAssigneesAnswerSchema,
  inquiryEventSchema,
  inquiryReplyParamsSchema,
  inquiryReplySchema,
  inquiryTimelineSchema,
  REPLY_NEEDS_SMTP,
} from '../../../domain/api/admin/inquiry-work';
import { HttpError, notFound } from '../../http-errors';
import { listAssignees } from '../../services/inquiries/assignees';
import { inquiryContact } from '../../services/inquiries/inquiry-contact';
import { INQUIRY_KINDS, type InquiryKind } from '../../services/inquiries/inquiry-kinds';
import { queueReply } from '../../services/inquiries/reply';
import { retryReply } from '../../services/inquiries/retry-reply';
import { readTimeline } from '../../services/inquiries/timeline';
import { actor } from '../admin-content/actor';

const config = { permission: 'inquiries' } as const;

/**
 * The inquiry work queue (docs/product.md §2.7 (Inquiries)): the people an inquiry can be given to, each inquiry's
 * timeline, and replies by e-mail from the record, and Retry of a reply whose e-mail failed for good (both only
 * with SMTP_URL: 409 in plain words otherwise).
 * Status, notes, assignee and follow-up day are the PATCH of inquiry-follow-up.ts. Guarded by `adminRoutes`.
 */
export const inquiryWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const repliesOn = Boolean(app.config.SMTP_URL);

  app.get('/inquiry-assignees', { config, schema: { response: { 200: inquiryAssigneesAnswerSchema } } }, async () => ({ items: await listAssignees(db) }));

  for (const kind of Object.keys(INQUIRY_KINDS) as InquiryKind[]) {
    const { label } = INQUIRY_KINDS[kind];
    app.get(`/${kind}/:id/timeline`, { config, schema: { params: idParamsSchema, response: { 200: inquiryTimelineSchema } } }, async (request) => {
      const contact = await inquiryContact(db, kind, request.params.id);
      if (!contact) throw notFound(`${label} ${request.params.id} was not found`);
      return {
        events: await readTimeline(db, kind, request.params.id),
        reply: { available: repliesOn, reason: repliesOn ? null : REPLY_NEEDS_SMTP, to: contact.email },
      };
    });

    app.post(
      `/${kind}/:id/replies`,
      { config, schema: { params: idParamsSchema, body: inquiryReplySchema, response: { 201: inquiryEventSchema } } },
      async (request, reply) => {
        if (!repliesOn) throw new HttpError(409, REPLY_NEEDS_SMTP);
        const event = await queueReply(db, kind, actor(request), request.params.id, request.body, app.now());
        app.jobs.wake();
        return reply.code(201).send(event);
      },
    );

    app.post(
      `/${kind}/:id/replies/:replyId/retry`,
      { config, schema: { params: inquiryReplyParamsSchema, response: { 200: inquiryEventSchema } } },
      async (request) => {
        if (!repliesOn) throw new HttpError(409, REPLY_NEEDS_SMTP);
        const event = await retryReply(db, kind, actor(request), request.params.id, request.params.replyId, app.now());
        app.jobs.wake();
        return event;
      },
    );
  }
};
