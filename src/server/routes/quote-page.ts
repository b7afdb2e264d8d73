import type { FastifyPluginAsync } from 'fastify';
import { QUOTE_PAGE_PREFIX } from '../../domain/api/quotes';
import { LANGUAGES, type Language } from '../../domain/language-codes';
import { quoteFrameHtml } from '../plugins/quote-frame';
import { languageOfQuote, quoteOfToken } from '../services/quotes/accept-quote';
import { REQUEST_LINK_LIMIT } from './public/visitor-requests';

/**
 * GET /quotes/:token: a quote's page, an entry of its own (src/web/quote.html, decision 0064), drawn first by
 * the server in the quote's language (a `lang` in the address wins). As the request page: its path (the
 * link's token) is never logged, no search engine may index it, no cache keeps it, and
 * `Referrer-Policy: no-referrer` keeps the token off the Referer of everything the page loads or links to (a
 * payment provider's page too).
 */
export const quotePageRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
    `${QUOTE_PAGE_PREFIX}:token`,
    { config: { secretInUrl: { params: ['token'] }, rateLimit: REQUEST_LINK_LIMIT } },
    async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
      const quote = await quoteOfToken(db, request.params.token, 'en').catch(() => undefined);
      const asked = request.query.lang;
      const language: Language = asked && (LANGUAGES as readonly string[]).includes(asked) ? (asked as Language) : quote ? languageOfQuote(quote.language) : 'en';
      return app.sendWebApp(reply, 200, QUOTE_PAGE_PREFIX, (html, distDir) => quoteFrameHtml(html, distDir, language, quote && { reference: quote.reference }));
    },
  );
};
