import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadRequestSchema, uploadUrlResponseSchema } from '../../../domain/api/admin/uploads';
import { uploadTokens } from '../../db/schema';
import { MAX_BYTES, UPLOAD_URL_TTL_MS } from '../../services/uploads/limits';
import { createUploadToken } from '../../services/uploads/signed-token';
import { actor } from './actor';

/**
 * POST /api/objects/upload and GET /api/upload/url (SPEC §7 Uploads): a signed, expiring, single-use URL
 * the browser PUTs one image to. Guarded by `adminContentRoutes`.
 */
export const uploadUrlRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, { secret }) => {
  const issue = async (request: { protocol: string; host: string; adminUser: { id: number; email: string } | null }, purpose: keyof typeof MAX_BYTES) => {
    const expiresAt = new Date(app.now().getTime() + UPLOAD_URL_TTL_MS);
    const { id, token } = createUploadToken(secret, expiresAt);
    await app.database.db.insert(uploadTokens).values({ id, purpose, maxBytes: MAX_BYTES[purpose], expiresAt, createdBy: actor(request).id });
    const origin = app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
    return { uploadURL: `${origin}/objects/upload/${token}`, method: 'PUT' as const, maxBytes: MAX_BYTES[purpose], expiresAt: expiresAt.toISOString() };
  };

  app.post('/objects/upload', { schema: { body: uploadRequestSchema.optional(), response: { 200: uploadUrlResponseSchema } } }, async (request) =>
    issue(request, request.body?.purpose ?? 'image'),
  );
  app.get('/upload/url', { schema: { querystring: uploadRequestSchema, response: { 200: uploadUrlResponseSchema } } }, async (request) =>
    issue(request, request.query.purpose),
  );
};
