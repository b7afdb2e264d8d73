import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingClickSchema,
  bookingRequestSchema,
  WECHAT_REQUIRED_MESSAGE,
  wechatRequestSchema,
} from '../../../domain/api/inquiries';
import { badRequest } from '../../http-errors';
import { PUBLIC_POST_LIMIT } from '../../plugins/rate-limit';
import { recordBookingClick, recordBookingRequest, recordWechatRequest } from '../../services/inquiries/record';
import { createInquiryMailer } from '../../services/notifications/inquiry-email';

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

/** The three public POSTs: validated, rate-limited, idempotent, answered only once committed. */
export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { rateLimit: PUBLIC_POST_LIMIT };
  const mailer = createInquiryMailer({ smtpUrl: app.config.SMTP_URL, notifyEmail: app.config.NOTIFY_EMAIL, publicUrl: app.config.PUBLIC_URL, log: app.log });

  app.post('/booking-request', { schema: { body: bookingRequestSchema, headers: idempotencyHeaders }, config }, async (request, reply) => {
    const { id, replayed } = await recordBookingRequest(db, request.body, request.headers['idempotency-key']);
    const body = request.body;
    if (!replayed) {
      mailer.notify({
        kind: 'booking request',
        id,
        name: body.contactName,
        email: body.contactEmail,
        details: [
          ['Phone', body.contactPhone],
          ['Route', [body.departure, body.destination].filter(Boolean).join(' to ')],
          ['Flight type', body.flightType],
          ['Aircraft', body.aircraftType],
          ['Passengers', body.passengers],
          ['Date', body.date],
          ['Custom route', body.isCustomRoute ? 'yes' : undefined],
          ['Partner', body.partner],
          ['Requests', body.specialRequests],
        ],
      });
    }
    return reply.status(replayed ? 200 : 201).send({ message: 'Inquiry submitted successfully!', id });
  });

  // Parsed here rather than by the route schema so that the "required fields" message speaks Chinese to zh visitors.
  app.post('/send-wechat-payment-link', { schema: { headers: idempotencyHeaders }, config }, async (request, reply) => {
    const parsed = wechatRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      const missingRequired = issues.some((i) => i.message === WECHAT_REQUIRED_MESSAGE.en);
      const language = (request.body as { language?: unknown } | null)?.language;
      const chinese = wantsChinese(language, request.headers['accept-language']);
      const first = issues[0]!;
      const message = missingRequired
        ? WECHAT_REQUIRED_MESSAGE[chinese ? 'zh' : 'en']
        : `${first.path ? `${first.path}: ` : ''}${first.message}`;
      throw badRequest(message, issues);
    }
    const { id, replayed } = await recordWechatRequest(db, parsed.data, request.headers['idempotency-key']);
    const wechat = parsed.data;
    if (!replayed) {
      mailer.notify({
        kind: 'WeChat request',
        id,
        name: wechat.customerName ?? '',
        email: wechat.customerEmail ?? '',
        details: [
          ['Route', [wechat.departure, wechat.destination].filter(Boolean).join(' to ')],
          ['Departure date', wechat.departureDate],
          ['Return date', wechat.returnDate],
          ['Passengers over 12', wechat.passengersOver12],
          ['Passengers under 12', wechat.passengersUnder12],
          ['Estimate', wechat.estimate],
          ['Language', wechat.language],
        ],
      });
    }
    return reply.status(replayed ? 200 : 201).send({
      message: 'Request received: we will e-mail your WeChat/AliPay payment link shortly.',
      id,
    });
  });

  app.post('/booking-clicks', { schema: { body: bookingClickSchema, headers: idempotencyHeaders }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request, reply) => {
    const { id, replayed } = await recordBookingClick(db, request.body, request.headers['idempotency-key']);
    return reply.status(replayed ? 200 : 201).send({ message: 'Booking click recorded', id });
  });
};
