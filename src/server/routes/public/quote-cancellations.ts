import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelBodySchema, rebookBodySchema } from '../../../domain/api/cancellations';
import { PUBLIC_READ_ANSWERS, PUBLIC_WRITE_ANSWERS } from '../../../domain/api/public-answers';
import { quoteTokenParamsSchema } from '../../../domain/api/quotes';
import { badRequest } from '../../http-errors';
import { PUBLIC_POST_LIMIT } from '../../plugins/rate-limit';
import { visitorLanguage } from '../../services/inquiries/party-refusal';
import { CANCELLATION_WORDS } from '../../services/cancellations/cancellation-words';
import { cancelByVisitor, cancellationPreview } from '../../services/cancellations/visitor-cancel';
import { rebookFlight, weatherRefund } from '../../services/cancellations/weather';
import { findQuoteBooking } from '../../services/payments/quote-booking';
import { languageOf } from '../../services/payments/payment-words';
import { quoteOfToken } from '../../services/quotes/accept-quote';
import { publicQuote } from '../../services/quotes/quote-views';
import { REQUEST_LINK_LIMIT } from './visitor-requests';

/** The token is the path: never logged ([redacted]); answers are kept by no cache and no search engine. */
const secretPath = { secretInUrl: { params: ['token'] } } as const;
const params = quoteTokenParamsSchema;

function privateAnswer(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
}

/**
 * Cancelling and weather from a quote's link (docs/product.md §11.5, decision 0060): the preview of the refund
 * the bands give, the visitor's cancellation, and after a weather cancellation a new date or a full refund.
 * The token is the permission; every amount is the server's; refusals are in the quote's language.
 */
export const quoteCancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const requestLanguage = (request: FastifyRequest) => visitorLanguage(undefined, request.headers['accept-language']);
  /** A refused body in the quote's words (the visitor chose that language when they asked). */
  const refused = async (request: FastifyRequest<{ Params: { token: string } }>, word: 'confirmMissing' | 'dateInvalid', path: string) => {
    const found = await findQuoteBooking(db, request.params.token);
    const language = found ? languageOf(found.quote.language) : requestLanguage(request);
    const message = CANCELLATION_WORDS[language][word];
    return badRequest(message, [{ path, message }]);
  };
  const quoteNow = async (token: string, request: FastifyRequest) => publicQuote(db, await quoteOfToken(db, token, requestLanguage(request)), app.now());

  app.get(
    '/quotes/:token/cancellation',
    {
      schema: { params, response: { 200: PUBLIC_READ_ANSWERS['/api/quotes/:token/cancellation'] }, description: 'What cancelling gives back now, as the bands of the quote’s terms say; once cancelled, what was recorded then.' },
      config: { rateLimit: REQUEST_LINK_LIMIT, ...secretPath },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return cancellationPreview(db, request.params.token, requestLanguage(request), app.now());
    },
  );

  app.post(
    '/quotes/:token/cancel',
    {
      schema: { params, body: cancelBodySchema, response: { 200: PUBLIC_WRITE_ANSWERS['/api/quotes/:token/cancel'] }, description: 'Cancels the booking with `{ confirm: true }`; the refund is the server’s (any amount sent is ignored). Idempotent.' },
      config: { rateLimit: PUBLIC_POST_LIMIT, ...secretPath },
      attachValidation: true,
    },
    async (request, reply) => {
      privateAnswer(reply);
      if (request.validationError) throw await refused(request, 'confirmMissing', 'confirm');
      const answer = await cancelByVisitor(db, { token: request.params.token, requestLanguage: requestLanguage(request), ip: request.ip, now: app.now(), outbox: app.bookingChanges });
      app.jobs.wake();
      return answer;
    },
  );

  app.post(
    '/quotes/:token/rebook',
    {
      schema: { params, body: rebookBodySchema, response: { 200: PUBLIC_WRITE_ANSWERS['/api/quotes/:token/rebook'] }, description: 'After a weather cancellation: the new day (YYYY-MM-DD, not in the past). Idempotent.' },
      config: { rateLimit: PUBLIC_POST_LIMIT, ...secretPath },
      attachValidation: true,
    },
    async (request, reply) => {
      privateAnswer(reply);
      if (request.validationError) throw await refused(request, 'dateInvalid', 'date');
      await rebookFlight(db, { token: request.params.token, date: request.body.date, requestLanguage: requestLanguage(request), ip: request.ip, now: app.now(), outbox: app.bookingChanges });
      app.jobs.wake();
      return quoteNow(request.params.token, request);
    },
  );

  app.post(
    '/quotes/:token/weather-refund',
    {
      schema: { params, response: { 200: PUBLIC_WRITE_ANSWERS['/api/quotes/:token/weather-refund'] }, description: 'After a weather cancellation: everything paid goes back through the provider. Idempotent.' },
      config: { rateLimit: PUBLIC_POST_LIMIT, ...secretPath },
    },
    async (request, reply) => {
      privateAnswer(reply);
      await weatherRefund(db, { provider: app.payments.provider, outbox: app.bookingChanges, log: request.log }, { token: request.params.token, requestLanguage: requestLanguage(request), ip: request.ip });
      app.jobs.wake();
      return quoteNow(request.params.token, request);
    },
  );
};
