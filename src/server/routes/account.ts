import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '../../domain/api/common';
import {
  changePasswordRequestSchema,
  confirmPasswordRequestSchema,
  endedSessionsResponseSchema,
  recoveryCodesResponseSchema,
  resetLinkInfoSchema,
  resetPasswordRequestSchema,
  staffSessionListSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorSetupResponseSchema,
} from '../../domain/api/staff';
import { unauthorized } from '../http-errors';
import { clearSessionCookie, requireAdmin, requireSameOrigin, requireSettledSession } from '../plugins/auth';
import { checkOwnPassword, disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from '../services/auth/own-two-factor';
import { changeOwnPassword, describeLink, setPasswordWithLink } from '../services/auth/password-changes';
import { endOwnOtherSessions, endOwnSession } from '../services/auth/end-sessions-audited';
import { listSessions, markAuthenticated, type ActiveSession } from '../services/auth/sessions';
import { actor } from './admin-content/actor';
import { originOf } from './request-origin';
import { LOGIN_LIMIT } from './auth';

/** Guessing a password through these calls is held to the sign-in pace (per address). */
const PASSWORD_LIMIT = { rateLimit: LOGIN_LIMIT };

/**
 * One's own account under /api/auth (decision 0031): password change, the set-password link (setup and reset),
 * one's sessions, the password confirmation for staff and settings changes, and two-factor sign-in.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  // Nothing here may be kept by a browser or proxy cache.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  const sessionOf = (request: { adminSession: ActiveSession | null }): ActiveSession => {
    if (!request.adminSession) throw unauthorized();
    return request.adminSession;
  };
  /** A signed-in person (two-factor settled when required) sending from the panel itself. */
  const settledWrite = [requireSettledSession, requireSameOrigin];

  app.post(
    '/password',
    { config: PASSWORD_LIMIT, onRequest: settledWrite, schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema.extend({ endedSessions: z.number() }) } } },
    async (request) => {
      const { endedSessions } = await changeOwnPassword(db, { user: actor(request), sessionId: sessionOf(request).sessionId, ...request.body, now: app.now(), origin: originOf(request) });
      return { message: 'Password changed; your other sessions were signed out', endedSessions };
    },
  );

  // The link's token is in the query: never logged (config.secretInUrl).
  app.get('/reset', { config: { ...PASSWORD_LIMIT, secretInUrl: { query: true } }, schema: { querystring: z.object({ token: z.string().max(200).default('') }), response: { 200: resetLinkInfoSchema } } }, async (request) =>
    describeLink(db, request.query.token, app.now()),
  );

  app.post('/reset', { config: PASSWORD_LIMIT, onRequest: requireSameOrigin, schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } } }, async (request, reply) => {
    await setPasswordWithLink(db, { token: request.body.token, newPassword: request.body.newPassword, now: app.now(), origin: originOf(request) });
    // Whoever was signed in in this browser is signed out with every other session of that person.
    clearSessionCookie(request, reply);
    return { message: 'Password set; sign in with it now' };
  });

  app.get('/sessions', { onRequest: requireSettledSession, schema: { response: { 200: staffSessionListSchema } } }, async (request) => {
    const session = sessionOf(request);
    return listSessions(db, session.user.id, session.sessionId, app.now());
  });

  app.delete(
    '/sessions/:id',
    { onRequest: settledWrite, schema: { params: z.object({ id: z.string().min(1).max(64) }), response: { 200: endedSessionsResponseSchema } } },
    async (request, reply) => {
      const session = sessionOf(request);
      const ended = await endOwnSession(db, actor(request), request.params.id, app.now(), originOf(request));
      if (request.params.id === session.publicId && ended > 0) clearSessionCookie(request, reply);
      return { ended };
    },
  );

  app.post('/sessions/end-others', { onRequest: settledWrite, schema: { response: { 200: endedSessionsResponseSchema } } }, async (request) => {
    const session = sessionOf(request);
    const ended = await endOwnOtherSessions(db, actor(request), session.sessionId, app.now(), originOf(request));
    return { ended };
  });

  app.post(
    '/confirm-password',
    { config: PASSWORD_LIMIT, onRequest: settledWrite, schema: { body: confirmPasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const session = sessionOf(request);
      await checkOwnPassword(db, session.user.id, request.body.password);
      await markAuthenticated(db, session.sessionId, app.now());
      return { message: 'Password confirmed' };
    },
  );

  // The setup and its confirmation stay open to a person the owner requires to turn two-factor on.
  const anyWrite = [requireAdmin, requireSameOrigin];

  app.post('/two-factor/setup', { onRequest: anyWrite, schema: { response: { 200: twoFactorSetupResponseSchema } } }, async (request) =>
    startTwoFactorSetup(db, app.secretBox, actor(request)),
  );

  app.post('/two-factor/enable', { onRequest: anyWrite, schema: { body: twoFactorEnableRequestSchema, response: { 200: recoveryCodesResponseSchema } } }, async (request) => ({
    recoveryCodes: await enableTwoFactor(db, app.secretBox, actor(request), request.body.code, app.now(), originOf(request)),
  }));

  app.post(
    '/two-factor/disable',
    { config: PASSWORD_LIMIT, onRequest: settledWrite, schema: { body: twoFactorDisableRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await disableTwoFactor(db, actor(request), request.body.password, app.now(), originOf(request));
      return { message: 'Two-factor sign-in is off' };
    },
  );
};
