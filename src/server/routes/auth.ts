import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequestSchema } from '../../domain/api/auth';
import { messageResponseSchema } from '../../domain/api/common';
import { loginCodeField, meResponseSchema, twoFactorRequiredResponseSchema } from '../../domain/api/staff';
import { HttpError, unauthorized } from '../http-errors';
import { clearSessionCookie, loadAdminUser, readSessionToken, requireSameOrigin, setSessionCookie } from '../plugins/auth';
import { meOf } from '../services/auth/me';
import { signOut } from '../services/auth/end-sessions-audited';
import { findSessionByToken } from '../services/auth/sessions';
import { signIn } from '../services/auth/sign-in';
import { originOf } from './request-origin';

/**
 * The one answer to a wrong password, an unknown e-mail, a wrong two-factor code and a deactivated account
 * alike, so none reveals which it was.
 */
export const WRONG_CREDENTIALS_MESSAGE = 'The e-mail or password is incorrect';
/** Sign-in attempts per client address (request.ip: the proxy's client when TRUST_PROXY names it). */
export const LOGIN_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/** The answer once an account's failure budget (services/auth/account-sign-in-limit) is spent, in whole minutes. */
export function accountLimitedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-ins for this account; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** `user` keeps the shape of adminUserSchema (id, email, name) and adds the role and two-factor state. */
const userResponseSchema = z.object({ user: meResponseSchema });
/** The shared schema, with a plain answer when the body is not a JSON object at all (text, null, an array). */
const loginBodySchema = z.object({ ...loginRequestSchema.shape, code: loginCodeField }, { error: 'Send the e-mail and password as a JSON object' });

/** POST /login, POST /logout, GET /me under /api/auth (one's own account: routes/account.ts). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  // Nothing here may be kept by a browser or proxy cache.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  app.post(
    '/login',
    {
      schema: { body: loginBodySchema, response: { 200: z.union([userResponseSchema, twoFactorRequiredResponseSchema]) } },
      config: { rateLimit: LOGIN_LIMIT },
      onRequest: requireSameOrigin,
    },
    async (request, reply) => {
      const result = await signIn(db, app.accountSignInLimit, app.secretBox, {
        email: request.body.email,
        password: request.body.password,
        code: request.body.code || undefined,
        now: app.now(),
        ...originOf(request),
      });
      if (result.outcome === 'account-limited') {
        request.log.warn({ email: request.body.email.toLowerCase() }, 'admin sign-in refused: too many failures for this account');
        reply.header('retry-after', Math.max(1, Math.ceil(result.retryAfterMs / 1000)));
        throw new HttpError(429, accountLimitedMessage(result.retryAfterMs));
      }
      if (result.outcome === 'wrong-credentials') {
        request.log.info({ email: request.body.email.toLowerCase(), known: result.known, reason: result.reason }, 'admin sign-in refused');
        throw unauthorized(WRONG_CREDENTIALS_MESSAGE);
      }
      // The password was right: the form asks for the code and sends all three again. No session yet.
      if (result.outcome === 'two-factor-required') return { twoFactorRequired: true as const };
      setSessionCookie(request, reply, result.sessionToken);
      const session = await findSessionByToken(db, result.sessionToken, app.now());
      if (!session) throw unauthorized();
      return { user: meOf(session) };
    },
  );

  app.post(
    '/logout',
    { schema: { response: { 200: messageResponseSchema } }, onRequest: requireSameOrigin },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token) {
        await signOut(db, token, request.adminUser, app.now(), originOf(request));
      }
      clearSessionCookie(request, reply);
      return { message: 'Signed out' };
    },
  );

  app.get('/me', { schema: { response: { 200: userResponseSchema } } }, async (request, reply) => {
    await loadAdminUser(request, reply);
    if (!request.adminSession) throw unauthorized();
    return { user: meOf(request.adminSession) };
  });
};
