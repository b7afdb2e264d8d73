import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingClickSchema,
  bookingRequestSchema,
  WECHAT_REQUIRED_MESSAGE,
  wechatRequestSchema,
  type InquiryReceipt,
} from '../../../domain/api/inquiries';
import { PARTY_LIMIT_CODE, type Party } from '../../../domain/party';
import { PUBLIC_WRITE_ANSWERS } from '../../../domain/api/public-answers';
import { PUBLIC_POST_LIMIT } from '../../plugins/rate-limit';
import { partyRefusal, visitorLanguage } from '../../services/inquiries/party-refusal';
import { receiveBookingRequest, receiveWechatRequest } from '../../services/inquiries/receive';
import { recordBookingClick } from '../../services/inquiries/record';
import { linkOrigin } from '../../services/visitor-requests/link-tokens';
import { receiptLinks } from './receipt-links';
import { assertShownRegion } from './cached-list';
import { badRequest } from '../../http-errors';
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

/**
 * Seats and payload are a safety limit: a party the aircraft cannot take is refused (400) in the visitor's
 * language, naming the aircraft and the limit, whatever the page let through.
 */
function assertPartyFits(aircraftType: string | undefined, party: Party, language: string | undefined, acceptLanguage: string | undefined) {
  const refusal = partyRefusal(aircraftType, party, visitorLanguage(language, acceptLanguage));
  if (refusal) throw badRequest(refusal, [{ path: 'aircraftType', code: PARTY_LIMIT_CODE, message: refusal }]);
}

/**
 * The three public POSTs: validated, rate-limited, idempotent, answered only once committed. An inquiry's
 * e-mails commit with it in the outbox and are sent by the job runner, never on the request's time.
 */
export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { rateLimit: PUBLIC_POST_LIMIT };
  const outbox = app.inquiryOutbox;
  // The visitor's link to what they sent (decision 0056): on PUBLIC_URL, else on the address they used.
  const issuerFor = (request: FastifyRequest) => ({ origin: linkOrigin(app.config.PUBLIC_URL, `${request.protocol}://${request.host}`), box: app.secretBox });

  const receiptAnswers = { 200: PUBLIC_WRITE_ANSWERS['/api/booking-request'], 201: PUBLIC_WRITE_ANSWERS['/api/booking-request'] };
  app.post('/booking-request', { schema: { headers: idempotencyHeaders, response: receiptAnswers }, config: { ...config, documentedBody: bookingRequestSchema } }, async (request, reply) => {
    const body = parseVisitorBody(bookingRequestSchema, request.body);
    const party = { adults: body.adults, children: body.children, weightKg: body.passengerWeightKg, baggageKg: body.baggageKg };
    assertPartyFits(body.aircraftType, party, body.language, request.headers['accept-language']);
    await assertShownRegion(request, body.regionId);
    const stored = await receiveBookingRequest(db, body, request.headers['idempotency-key'], outbox, issuerFor(request));
    if (!stored.replayed) app.metrics.inquiries.inc({ kind: 'booking' });
    if (stored.emailsQueued > 0) app.jobs.wake();
    const receipt: InquiryReceipt = { message: 'Inquiry submitted successfully!', id: stored.id, reference: stored.reference, confirmationEmail: outbox.confirmsToVisitors, ...receiptLinks(stored.link, body.date) };
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
    const party = { adults: body.passengersOver12, children: body.passengersUnder12, weightKg: body.totalPassengerWeight, baggageKg: body.totalBagWeight };
    assertPartyFits(body.aircraftType, party, body.language, request.headers['accept-language']);
    await assertShownRegion(request, body.regionId);
    const stored = await receiveWechatRequest(db, body, request.headers['idempotency-key'], outbox, issuerFor(request));
    if (!stored.replayed) app.metrics.inquiries.inc({ kind: 'wechat' });
    if (stored.emailsQueued > 0) app.jobs.wake();
    const receipt: InquiryReceipt = {
      message: 'Request received: we will e-mail your WeChat/AliPay payment link shortly.',
      id: stored.id,
      reference: stored.reference,
      confirmationEmail: outbox.confirmsToVisitors,
      ...receiptLinks(stored.link, body.departureDate),
    };
    return reply.status(stored.replayed ? 200 : 201).send(receipt);
  });

  app.post('/booking-clicks', { schema: { body: bookingClickSchema, headers: idempotencyHeaders, response: { 200: PUBLIC_WRITE_ANSWERS['/api/booking-clicks'], 201: PUBLIC_WRITE_ANSWERS['/api/booking-clicks'] } }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request, reply) => {
    await assertShownRegion(request, request.body.regionId);
    const { id, replayed } = await recordBookingClick(db, request.body, request.headers['idempotency-key']);
    return reply.status(replayed ? 200 : 201).send({ message: 'Booking click recorded', id });
  });
};
