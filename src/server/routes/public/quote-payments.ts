import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_WRITE_ANSWERS } from '../../../domain/api/public-answers';
import { badRequest } from '../../http-errors';
import { declareSecretUrl } from '../../logging/secret-urls';
import { visitorLanguage } from '../../services/inquiries/party-refusal';
import { paymentWords } from '../../services/payments/payment-words';
import { findQuoteBooking } from '../../services/payments/quote-booking';
import { startPayment } from '../../services/payments/start-payment';
import { linkOrigin } from '../../services/visitor-requests/link-tokens';
import { REQUEST_LINK_LIMIT } from './visitor-requests';

const params = z.object({ token: z.string().max(200) });
/** Fields a client might send to set what it pays: refused, since only the server computes an amount. */
const AMOUNT_FIELDS = ['amount', 'amountCents', 'total', 'totalCents', 'price', 'currency', 'part'];
const bodySchema = z.record(z.string(), z.unknown()).nullable().optional();

/** The quote page's address: its token is a secret in every log line, whoever registers the page (decision 0056). */
declareSecretUrl('/quotes/:token', { params: ['token'] });

/**
 * POST /api/quotes/{token}/pay (docs/product.md §11.1): public, the token in the path is the permission;
 * rate-limited as the request links, never logged, answers kept by no cache. The body carries nothing the
 * server trusts: an amount in it is refused (400, in the visitor's language).
 */
export const quotePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const originOf = (request: FastifyRequest) => linkOrigin(app.config.PUBLIC_URL, `${request.protocol}://${request.host}`);

  app.post(
    '/quotes/:token/pay',
    {
      schema: { params, body: bodySchema, response: { 200: PUBLIC_WRITE_ANSWERS['/api/quotes/:token/pay'] }, description: 'What is due now and where to pay it; 404 for an unknown link, 409 when nothing is due. No amount is taken from the request.' },
      config: { rateLimit: REQUEST_LINK_LIMIT, secretInUrl: { params: ['token'] } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
      const { token } = request.params;
      const requestLanguage = visitorLanguage(undefined, request.headers['accept-language']);
      const sent = Object.keys(request.body ?? {}).filter((k) => AMOUNT_FIELDS.includes(k));
      if (sent.length > 0) {
        const quote = (await findQuoteBooking(db, token))?.quote;
        const message = paymentWords(quote?.language ?? requestLanguage).amountRefused;
        throw badRequest(message, sent.map((path) => ({ path, message })));
      }
      const deps = { db, log: request.log, provider: app.payments.provider, outbox: app.payments.outbox, box: app.secretBox, now: app.now, contactEmail: app.config.NOTIFY_EMAIL };
      const answer = await startPayment(deps, token, { quoteUrl: `${originOf(request)}/quotes/${token}` }, requestLanguage);
      app.jobs.wake();
      return answer;
    },
  );
};
