import type { FastifyPluginAsync } from 'fastify';
import { QUOTE_PAGE_PREFIX } from '../../domain/api/quotes';
import { REQUEST_LINK_LIMIT } from './public/visitor-requests';

/**
 * GET /quotes/:token: the web app's page of a quote (decision 0057), as the request page: its path (the
 * link's token) is never logged, no search engine may index it, and `Referrer-Policy: no-referrer` keeps
 * the token off the Referer of everything the page loads or links to (a payment provider's page too).
 */
export const quotePageRoutes: FastifyPluginAsync = async (app) => {
  app.get(`${QUOTE_PAGE_PREFIX}:token`, { config: { secretInUrl: { params: ['token'] }, rateLimit: REQUEST_LINK_LIMIT } }, async (_request, reply) => {
    reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
    return app.sendWebApp(reply, 200, QUOTE_PAGE_PREFIX);
  });
};
