import type { FastifyPluginAsync } from 'fastify';

/** The set-password page's path: a one-time setup or reset link opens it with `?token=…`. */
export const SET_PASSWORD_PAGE = '/admin/set-password';

/**
 * GET /admin/set-password: the web app's page, as every other client route, but its query (the link's token)
 * is never logged, and `Referrer-Policy: no-referrer` keeps the token off the Referer of everything the page
 * loads or links to, before the page takes it out of the address bar (sign-in/set-password-page.tsx).
 */
export const setPasswordPageRoutes: FastifyPluginAsync = async (app) => {
  app.get(SET_PASSWORD_PAGE, { config: { secretInUrl: { query: true } } }, async (_request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    return app.sendWebApp(reply, 200, SET_PASSWORD_PAGE);
  });
};
