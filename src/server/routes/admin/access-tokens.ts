import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenListSchema, createAccessTokenSchema, createdAccessTokenSchema } from '../../../domain/api/admin/access-tokens';
import { idParamsSchema } from '../../../domain/api/content-queries';
import { createAccessToken, listAccessTokens, revokeAccessToken } from '../../services/auth/access-tokens';
import { actor } from '../admin-content/actor';

/** Tokens are the owner's, as people are: the `staff` permission, which no token has (decision 0066). */
const OWNERS = { permission: 'staff' } as const;

/**
 * Access tokens for integrations: GET /access-tokens lists them (never a secret), POST makes one and answers its
 * secret this once, DELETE /access-tokens/:id revokes one at once. Making one asks for the password typed in
 * the last 15 minutes, as every staff change does.
 */
export const accessTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/access-tokens', { config: OWNERS, schema: { response: { 200: accessTokenListSchema } } }, async () => listAccessTokens(db));

  app.post('/access-tokens', { config: OWNERS, schema: { body: createAccessTokenSchema, response: { 201: createdAccessTokenSchema } } }, async (request, reply) =>
    reply.status(201).send(await createAccessToken(db, request.body, actor(request), app.now())),
  );

  app.delete('/access-tokens/:id', { config: OWNERS, schema: { params: idParamsSchema } }, async (request, reply) => {
    await revokeAccessToken(db, request.params.id, actor(request), app.now());
    return reply.status(204).send();
  });
};
