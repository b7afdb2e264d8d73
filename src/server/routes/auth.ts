import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserSchema, loginRequestSchema } from '../../domain/api/auth';
import { messageResponseSchema } from '../../domain/api/common';
import { adminUsers } from '../db/schema';
import { unauthorized } from '../http-errors';
import { clearSessionCookie, loadAdminUser, readSessionToken, requireSameOrigin, setSessionCookie } from '../plugins/auth';
import { recordAudit } from '../services/audit/record-audit';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../services/auth/password';
import { createSession, deleteSessionByToken } from '../services/auth/sessions';

/** The one answer to a wrong password and to an unknown e-mail alike, so neither reveals which it was. */
export const WRONG_CREDENTIALS_MESSAGE = 'The e-mail or password is incorrect';
/** Sign-in attempts per client address (request.ip: the proxy's client when TRUST_PROXY names it). */
export const LOGIN_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const userResponseSchema = z.object({ user: adminUserSchema });
/** The shared schema, with a plain answer when the body is not a JSON object at all (text, null, an array). */
const loginBodySchema = z.object(loginRequestSchema.shape, { error: 'Send the e-mail and password as a JSON object' });

/** POST /login, POST /logout, GET /me under /api/auth. */
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
      schema: { body: loginBodySchema, response: { 200: userResponseSchema } },
      config: { rateLimit: LOGIN_LIMIT },
      onRequest: requireSameOrigin,
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const { password } = request.body;
      const [account] = await db
        .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name, passwordHash: adminUsers.passwordHash })
        .from(adminUsers)
        .where(eq(adminUsers.email, email))
        .limit(1);
      // An unknown e-mail still pays for one argon2 verification, so timing tells nothing either.
      const matches = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
      if (!account || !matches) {
        request.log.info({ email, known: Boolean(account) }, 'admin sign-in refused');
        throw unauthorized(WRONG_CREDENTIALS_MESSAGE);
      }

      const user = { id: account.id, email: account.email, name: account.name };
      const now = app.now();
      const upgradedHash = needsRehash(account.passwordHash) ? await hashPassword(password) : undefined;
      const session = await db.transaction(async (tx) => {
        const created = await createSession(tx, {
          userId: user.id,
          now,
          userAgent: request.headers['user-agent'],
          ip: request.ip,
        });
        await tx
          .update(adminUsers)
          .set({ lastLoginAt: now, ...(upgradedHash ? { passwordHash: upgradedHash } : {}) })
          .where(eq(adminUsers.id, user.id));
        await recordAudit(tx, { user, action: 'login', entity: 'admin_user', entityId: user.id, at: now, after: { ip: request.ip } });
        return created;
      });
      setSessionCookie(request, reply, session.token);
      return { user };
    },
  );

  app.post(
    '/logout',
    { schema: { response: { 200: messageResponseSchema } }, onRequest: requireSameOrigin },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token) {
        const user = request.adminUser;
        await db.transaction(async (tx) => {
          const deleted = await deleteSessionByToken(tx, token);
          if (deleted && user) {
            await recordAudit(tx, { user, action: 'logout', entity: 'admin_user', entityId: user.id, at: app.now() });
          }
        });
      }
      clearSessionCookie(request, reply);
      return { message: 'Signed out' };
    },
  );

  app.get('/me', { schema: { response: { 200: userResponseSchema } } }, async (request, reply) => {
    const user = await loadAdminUser(request, reply);
    if (!user) throw unauthorized();
    return { user };
  });
};
