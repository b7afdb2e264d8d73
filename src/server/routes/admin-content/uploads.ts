import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadRequestSchema, uploadUrlResponseSchema } from '../../../domain/api/admin/uploads';
import type { UploadPurpose } from '../../services/uploads/limits';
import { issueUploadLink } from '../../services/uploads/upload-tokens';
import { actor } from './actor';

/**
 * POST /api/objects/upload and GET /api/upload/url (docs/product.md §7.2 Uploads): a signed, expiring, single-use URL
 * the browser PUTs one image to. Guarded by `adminContentRoutes`.
 */
export const uploadUrlRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, { secret }) => {
  const issue = async (request: { protocol: string; host: string; adminUser: { id: number; email: string } | null }, purpose: UploadPurpose) => {
    const link = await issueUploadLink(app.database.db, secret, { purpose, createdBy: actor(request).id, now: app.now() });
    const origin = app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
    return { uploadURL: `${origin}/objects/upload/${link.token}`, method: 'PUT' as const, maxBytes: link.maxBytes, expiresAt: link.expiresAt.toISOString() };
  };

  app.post('/objects/upload', { schema: { body: uploadRequestSchema.optional(), response: { 200: uploadUrlResponseSchema } } }, async (request) =>
    issue(request, request.body?.purpose ?? 'image'),
  );
  app.get('/upload/url', { schema: { querystring: uploadRequestSchema, response: { 200: uploadUrlResponseSchema } } }, async (request) =>
    issue(request, request.query.purpose),
  );
};
