import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { uploadedImageSchema } from '../../domain/api/admin/uploads';
import { errorResponseSchema } from '../../domain/api/common';
import { HttpError } from '../http-errors';
import { acceptUpload, UploadLinkTaken } from '../services/uploads/accept-upload';
import { MAX_CONCURRENT_UPLOADS, UPLOAD_RETRY_AFTER_S } from '../services/uploads/limits';
import { ImageRejected } from '../services/uploads/process-image';
import { verifyUploadToken } from '../services/uploads/signed-token';
import { prepareSpoolDir, tooLarge, UploadRefused, type UploadRefusal } from '../services/uploads/spool-upload';
import type { ObjectStorage } from '../services/uploads/storage';
import { UploadSlots } from '../services/uploads/upload-slots';
import { findOpenUploadLink, type OpenUploadLink } from '../services/uploads/upload-tokens';

const tokenParams = z.object({ token: z.string().max(200) });
const fileParams = z.object({ file: z.string().max(100) });

const REFUSAL_STATUS: Record<UploadRefusal, number> = { empty: 400, 'too-large': 413, 'not-an-image': 415, interrupted: 400 };

export interface ObjectRoutesOptions {
  secret: string;
  storage: ObjectStorage;
  /** Uploads worked on at once (default MAX_CONCURRENT_UPLOADS). */
  maxConcurrentUploads?: number;
}

/**
 * PUT /objects/upload/{token}: the signed URL itself is the permission (like a presigned S3 URL), good for
 * one image within its purpose's size limit. GET /objects/uploads/{file}: the stored images, cached for a
 * year (names never change).
 */
export const objectRoutes: FastifyPluginAsync<ObjectRoutesOptions> = async (app, { secret, storage, maxConcurrentUploads = MAX_CONCURRENT_UPLOADS }) => {
  const spoolDir = path.join(app.config.DATA_DIR, 'upload-spool');
  await prepareSpoolDir(spoolDir);
  const slots = new UploadSlots(maxConcurrentUploads);
  /** Uploads let through by onRequest and not yet taken over by the handler. */
  const admitted = new WeakMap<FastifyRequest, { link: OpenUploadLink; release: () => void }>();

  // Any declared type arrives as the raw, unread body: the type is decided by the bytes, not by the header,
  // and the bytes are streamed to disk within the link's own limit (acceptUpload).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    '/objects/upload/:token',
    {
      schema: { response: { 201: uploadedImageSchema, 503: errorResponseSchema } },
      // The token is the permission: the log writes `/objects/upload/[redacted]`.
      config: { secretInUrl: { params: ['token'] } },
      // Everything that can refuse an upload without its bytes does so before a byte of the body is read:
      // a made-up link costs an HMAC, a used one a primary-key read, and neither costs memory.
      onRequest: async (request, reply) => {
        const { token } = tokenParams.parse(request.params);
        const verdict = verifyUploadToken(secret, token, app.now());
        if ('error' in verdict) throw new HttpError(403, verdict.error === 'expired' ? 'Request has expired' : 'This upload link is not valid');
        const link = await findOpenUploadLink(app.database.db, verdict.id, app.now());
        if (!link) throw new HttpError(403, 'This upload link was already used or has expired');
        if (Number(request.headers['content-length']) > link.maxBytes) throw new HttpError(413, tooLarge(link.maxBytes).message);
        const release = slots.tryAcquire();
        if (!release) {
          return reply
            .status(503)
            .header('retry-after', String(UPLOAD_RETRY_AFTER_S))
            .send({ message: 'Too many uploads are in progress; please try again in a few seconds', issues: [] });
        }
        const entry = { link, release };
        admitted.set(request, entry);
        // Answered before the handler ran (a client gone, a bad header): the handler never frees the slot.
        reply.raw.once('close', () => {
          if (admitted.get(request) === entry) release();
        });
      },
      // An answer sent before the whole body arrived ends the connection, so the unread rest is neither
      // buffered nor waited for: Node reads at most what is already in flight, then closes.
      onSend: async (request, reply) => {
        if (!request.raw.complete) reply.header('connection', 'close');
      },
    },
    async (request, reply) => {
      const entry = admitted.get(request);
      admitted.delete(request);
      if (!entry) throw new HttpError(403, 'This upload link is not valid');
      let answer;
      try {
        const body = request.body instanceof Readable ? request.body : undefined;
        answer = await acceptUpload({ db: app.database.db, storage, link: entry.link, body, spoolDir, now: app.now });
      } catch (error) {
        if (error instanceof UploadRefused) throw new HttpError(REFUSAL_STATUS[error.reason], error.message);
        if (error instanceof ImageRejected) throw new HttpError(422, error.message);
        if (error instanceof UploadLinkTaken) throw new HttpError(403, error.message);
        throw error;
      } finally {
        // Held until the image is processed, even when the client has gone meanwhile.
        entry.release();
      }
      return reply.status(201).send(answer);
    },
  );

  app.get('/objects/uploads/:file', async (request, reply) => {
    const { file } = fileParams.parse(request.params);
    const body = await storage.get(file);
    if (!body) throw new HttpError(404, 'There is no such file');
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
};
