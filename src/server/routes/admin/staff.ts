import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createStaffRequestSchema,
  endedSessionsResponseSchema,
  oneTimeLinkResponseSchema,
  staffIdParamsSchema,
  staffUserSchema,
  updateStaffRequestSchema,
} from '../../../domain/api/staff';
import { listStaff } from '../../services/staff/staff-list';
import { createStaffMailer } from '../../services/staff/staff-mail';
import { setPasswordUrl } from '../../services/staff/set-password-url';
import { createStaff, endSessionsOfPerson, issueResetLink, updateStaff, type IssuedLink } from '../../services/staff/staff-writes';
import { actor } from '../admin-content/actor';
import { expectedVersion } from '../admin-content/expected-version';
import { originOf } from '../request-origin';

const STAFF = { permission: 'staff' } as const;

/**
 * The staff view (owner only, decision 0031): GET/POST /users, PATCH /users/:id, POST /users/:id/reset-password,
 * DELETE /users/:id/sessions.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const mailer = createStaffMailer({ smtpUrl: app.config.SMTP_URL, notifyEmail: app.config.NOTIFY_EMAIL, publicUrl: app.config.PUBLIC_URL, log: app.log });

  /** The link as the owner sees it (and, with SMTP_URL, the person receives it). */
  const answerLink = async (request: FastifyRequest, issued: IssuedLink) => {
    const base = app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
    const setupUrl = setPasswordUrl(base, issued.token);
    const emailed = await mailer.sendLink({ to: issued.user.email, name: issued.user.name, purpose: issued.user.invitePending ? 'setup' : 'reset', url: setupUrl, expiresAt: issued.expiresAt });
    return { user: issued.user, setupUrl, expiresAt: issued.expiresAt.toISOString(), emailed };
  };

  app.get('/users', { config: STAFF, schema: { response: { 200: z.array(staffUserSchema) } } }, async () => listStaff(db, app.now()));

  app.post('/users', { config: STAFF, schema: { body: createStaffRequestSchema, response: { 201: oneTimeLinkResponseSchema } } }, async (request, reply) => {
    const issued = await createStaff(db, actor(request), request.body, app.now(), originOf(request));
    return reply.status(201).send(await answerLink(request, issued));
  });

  app.patch('/users/:id', { config: STAFF, schema: { params: staffIdParamsSchema, body: updateStaffRequestSchema, response: { 200: staffUserSchema } } }, async (request) =>
    updateStaff(db, actor(request), request.params.id, request.body, expectedVersion(request), app.now(), originOf(request)),
  );

  app.post('/users/:id/reset-password', { config: STAFF, schema: { params: staffIdParamsSchema, response: { 200: oneTimeLinkResponseSchema } } }, async (request) =>
    answerLink(request, await issueResetLink(db, actor(request), request.params.id, app.now(), originOf(request))),
  );

  app.delete('/users/:id/sessions', { config: STAFF, schema: { params: staffIdParamsSchema, response: { 200: endedSessionsResponseSchema } } }, async (request) => ({
    ended: await endSessionsOfPerson(db, actor(request), request.params.id, app.now(), originOf(request)),
  }));
};
