import type { FastifyPluginAsync } from 'fastify';
import { REQUEST_PAGE_PREFIX } from '../../domain/api/visitor-requests';
import { REQUEST_LINK_LIMIT } from './public/visitor-requests';

/**
 * GET /requests/:token: the web app's page of a visitor's request, as every other client route, but its
 * path (the link's token) is never logged, no search engine may index it, and `Referrer-Policy:
 * no-referrer` keeps the token off the Referer of everything the page loads or links to.
 */
export const requestPageRoutes: FastifyPluginAsync = async (app) => {
  app.get(`${REQUEST_PAGE_PREFIX}:token`, { config: { secretInUrl: { params: ['token'] }, rateLimit: REQUEST_LINK_LIMIT } }, async (_request, reply) => {
    reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex, nofollow');
    return app.sendWebApp(reply, 200, REQUEST_PAGE_PREFIX);
  });
};
