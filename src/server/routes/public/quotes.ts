import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_READ_ANSWERS, PUBLIC_WRITE_ANSWERS } from '../../../domain/api/public-answers';
import { acceptQuoteBodySchema, quoteTokenParamsSchema } from '../../../domain/api/quotes';
import type { Language } from '../../../domain/language-codes';
import { acceptFieldOf, acceptFieldText, quoteRefusalText } from '../../../domain/quotes/quote-refusals';
import { badRequest, HttpError } from '../../http-errors';
import { PUBLIC_POST_LIMIT } from '../../plugins/rate-limit';
import { visitorLanguage } from '../../services/inquiries/party-refusal';
import { acceptQuote, languageOfQuote, quoteOfToken } from '../../services/quotes/accept-quote';
import { quoteUrl } from '../../services/quotes/quote-links';
import { publicQuote } from '../../services/quotes/quote-views';
import { linkOrigin } from '../../services/visitor-requests/link-tokens';
import { REQUEST_LINK_LIMIT } from './visitor-requests';

/** The body's refused fields as a 400 in the visitor's language: each field named once, in words. */
function refusedFields(error: Error & { validation?: { instancePath?: string }[] }, language: Language): HttpError {
  const paths = (error.validation ?? []).map((v) => (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.'));
  const issues = [...new Map(paths.map((path) => [acceptFieldOf(path), path])).entries()].map(([field, path]) => ({ path, message: acceptFieldText(field, language) }));
  return badRequest(issues[0]?.message ?? acceptFieldText('name', language), issues);
}

/** The token is the path: never logged ([redacted]); answers are kept by no cache and no search engine. */
const secretPath = { secretInUrl: { params: ['token'] } } as const;
const params = quoteTokenParamsSchema;

function privateAnswer(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
}

/**
 * A quote's link (decision 0057): GET /api/quotes/{token} reads its latest version (and the booking once
 * accepted); POST /api/quotes/{token}/accept accepts it with a manifest. Refusals are in the visitor's words:
 * 404 for a link that opens no quote, 410 for one expired or withdrawn, 400 naming the aircraft's limit.
 */
export const quoteLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const languageOf = (request: FastifyRequest) => visitorLanguage(undefined, request.headers['accept-language']);

  app.get(
    '/quotes/:token',
    { schema: { params, response: { 200: PUBLIC_READ_ANSWERS['/api/quotes/:token'] } }, config: { rateLimit: REQUEST_LINK_LIMIT, ...secretPath } },
    async (request, reply) => {
      privateAnswer(reply);
      const quote = await quoteOfToken(db, request.params.token, languageOf(request));
      const answer = await publicQuote(db, quote, app.now());
      // A link that can no longer be accepted says so, in the quote's language, rather than showing the offer.
      if (answer.status === 'expired' || answer.status === 'withdrawn') throw new HttpError(410, quoteRefusalText(answer.status, languageOfQuote(quote.language)));
      return answer;
    },
  );

  app.post(
    '/quotes/:token/accept',
    {
      schema: {
        params,
        body: acceptQuoteBodySchema,
        description: 'Accepts the latest version with the typed name and the manifest. Any amount in the body is ignored: the booking takes the server’s total and payment schedule.',
        response: { 200: PUBLIC_WRITE_ANSWERS['/api/quotes/:token/accept'] },
      },
      config: { rateLimit: PUBLIC_POST_LIMIT, ...secretPath },
      // A refused field is answered in the visitor's words, not the schema's English (refusedFields).
      attachValidation: true,
    },
    async (request, reply) => {
      privateAnswer(reply);
      if (request.validationError) {
        // In the quote's language: the page reads in it, and the visitor chose it when they asked.
        const quote = await quoteOfToken(db, request.params.token, languageOf(request));
        throw refusedFields(request.validationError, languageOfQuote(quote.language));
      }
      const origin = linkOrigin(app.config.PUBLIC_URL, `${request.protocol}://${request.host}`);
      const quote = await acceptQuote(db, {
        token: request.params.token,
        body: request.body,
        origin: { ip: request.ip, userAgent: request.headers['user-agent'] },
        requestLanguage: languageOf(request),
        url: quoteUrl(origin, request.params.token),
        now: app.now(),
        emails: app.quoteEmails,
      });
      app.jobs.wake();
      return publicQuote(db, quote, app.now());
    },
  );
};
