import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingClickSchema,
  bookingRequestSchema,
  WECHAT_REQUIRED_MESSAGE,
  wechatRequestSchema,
  type InquiryReceipt,
} from '../../../domain/api/inquiries';
import { PUBLIC_WRITE_ANSWERS } from '../../../domain/api/public-answers';
import { PUBLIC_POST_LIMIT } from '../../plugins/rate-limit';
import { recordBookingClick, recordBookingRequest, recordWechatRequest } from '../../services/inquiries/record';
import { createInquiryMailer } from '../../services/notifications/inquiry-mailer';
import { receivedBookingRequest, receivedWechatRequest } from '../../services/notifications/received-inquiry';
import { parseVisitorBody, summary, type FieldIssue } from './visitor-body';

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, { error: 'Idempotency-Key must not be empty' })
    .max(200, { error: 'Idempotency-Key must be at most 200 characters' })
    .regex(/^[\x21-\x7e]+$/, { error: 'Idempotency-Key may contain only visible ASCII characters' })
    .optional(),
});

const wantsChinese = (language: unknown, acceptLanguage: string | undefined) =>
  language === 'zh' || (language === undefined && /^zh\b/i.test(acceptLanguage ?? ''));

/** Runs `task` once the answer has left (or the visitor has gone): mail must never hold the answer up. */
const afterAnswer = (reply: FastifyReply, task: () => void) => reply.raw.once('close', task);

/** The three public POSTs: validated, rate-limited, idempotent, answered only once committed. */
export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { rateLimit: PUBLIC_POST_LIMIT };
  const mailer = createInquiryMailer({ smtpUrl: app.config.SMTP_URL, notifyEmail: app.config.NOTIFY_EMAIL, publicUrl: app.config.PUBLIC_URL, log: app.log });

  const receiptAnswers = { 200: PUBLIC_WRITE_ANSWERS['/api/booking-request'], 201: PUBLIC_WRITE_ANSWERS['/api/booking-request'] };
  app.post('/booking-request', { schema: { headers: idempotencyHeaders, response: receiptAnswers }, config: { ...config, documentedBody: bookingRequestSchema } }, async (request, reply) => {
    const body = parseVisitorBody(bookingRequestSchema, request.body);
    const stored = await recordBookingRequest(db, body, request.headers['idempotency-key']);
    if (!stored.replayed) app.metrics.inquiries.inc({ kind: 'booking' });
    if (!stored.replayed) afterAnswer(reply, () => mailer.inquiryReceived(receivedBookingRequest(body, stored)));
    const receipt: InquiryReceipt = { message: 'Inquiry submitted successfully!', id: stored.id, reference: stored.reference, confirmationEmail: mailer.confirmsToVisitors };
    return reply.status(stored.replayed ? 200 : 201).send(receipt);
  });

  app.post('/send-wechat-payment-link', { schema: { headers: idempotencyHeaders, response: receiptAnswers }, config: { ...config, documentedBody: wechatRequestSchema } }, async (request, reply) => {
    // docs/product.md §5: any missing required field is one message, in Chinese for zh visitors.
    const message = (issues: FieldIssue[]) => {
      if (!issues.some((i) => i.message === WECHAT_REQUIRED_MESSAGE.en)) return summary(issues);
      const language = (request.body as { language?: unknown } | null)?.language;
      return WECHAT_REQUIRED_MESSAGE[wantsChinese(language, request.headers['accept-language']) ? 'zh' : 'en'];
    };
    const body = parseVisitorBody(wechatRequestSchema, request.body, message);
    const stored = await recordWechatRequest(db, body, request.headers['idempotency-key']);
    if (!stored.replayed) app.metrics.inquiries.inc({ kind: 'wechat' });
    if (!stored.replayed) afterAnswer(reply, () => mailer.inquiryReceived(receivedWechatRequest(body, stored)));
    const receipt: InquiryReceipt = {
      message: 'Request received: we will e-mail your WeChat/AliPay payment link shortly.',
      id: stored.id,
      reference: stored.reference,
      confirmationEmail: mailer.confirmsToVisitors,
    };
    return reply.status(stored.replayed ? 200 : 201).send(receipt);
  });

  app.post('/booking-clicks', { schema: { body: bookingClickSchema, headers: idempotencyHeaders, response: { 200: PUBLIC_WRITE_ANSWERS['/api/booking-clicks'], 201: PUBLIC_WRITE_ANSWERS['/api/booking-clicks'] } }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request, reply) => {
    const { id, replayed } = await recordBookingClick(db, request.body, request.headers['idempotency-key']);
    return reply.status(replayed ? 200 : 201).send({ message: 'Booking click recorded', id });
  });
};
