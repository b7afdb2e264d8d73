import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { UploadedImage } from '../../domain/api/admin/uploads';
import { uploadTokens } from '../db/schema';
import { HttpError } from '../http-errors';
import { sniffImageType } from '../services/uploads/image-type';
import { LARGEST_UPLOAD, megabytes } from '../services/uploads/limits';
import { ImageRejected, processImage } from '../services/uploads/process-image';
import { verifyUploadToken } from '../services/uploads/signed-token';
import type { ObjectStorage } from '../services/uploads/storage';

const tokenParams = z.object({ token: z.string().max(200) });
const fileParams = z.object({ file: z.string().max(100) });

/**
 * PUT /objects/upload/{token}: the signed URL itself is the permission (like a presigned S3 URL), good for
 * one image within its purpose's size limit. GET /objects/uploads/{file}: the stored images, cached for a
 * year (names never change).
 */
export const objectRoutes: FastifyPluginAsync<{ secret: string; storage: ObjectStorage }> = async (app, { secret, storage }) => {
  // Any declared type arrives as raw bytes: the type is decided by the bytes, not by the header.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LARGEST_UPLOAD + 1 }, (_request, body, done) => done(null, body));

  app.put('/objects/upload/:token', { bodyLimit: LARGEST_UPLOAD + 1 }, async (request, reply) => {
    const { token } = tokenParams.parse(request.params);
    const verdict = verifyUploadToken(secret, token, app.now());
    if ('error' in verdict) {
      throw new HttpError(403, verdict.error === 'expired' ? 'Request has expired' : 'This upload link is not valid');
    }
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (body.length === 0) throw new HttpError(400, 'The upload is empty: choose an image file');

    // Claim the link in one statement: a second PUT (or a second instance) finds it used.
    const [claim] = await app.database.db
      .update(uploadTokens)
      .set({ usedAt: app.now() })
      .where(and(eq(uploadTokens.id, verdict.id), isNull(uploadTokens.usedAt), gt(uploadTokens.expiresAt, app.now())))
      .returning({ maxBytes: uploadTokens.maxBytes });
    if (!claim) throw new HttpError(403, 'This upload link was already used or has expired');
    if (body.length > claim.maxBytes) throw new HttpError(413, `The file is larger than ${megabytes(claim.maxBytes)}`);
    if (!sniffImageType(body)) throw new HttpError(415, 'Only PNG, JPEG, WebP and GIF images can be uploaded');

    let image;
    try {
      image = await processImage(body);
    } catch (error) {
      if (error instanceof ImageRejected) throw new HttpError(422, error.message);
      throw error;
    }
    const id = randomUUID();
    for (const file of image.files) await storage.put(`${id}${file.suffix}.webp`, file.body, 'image/webp');
    const objectPath = `/objects/uploads/${id}.webp`;
    await app.database.db.update(uploadTokens).set({ objectPath }).where(eq(uploadTokens.id, verdict.id));
    const answer: UploadedImage = {
      objectPath,
      width: image.width,
      height: image.height,
      variants: image.files.filter((f) => f.suffix).map((f) => ({ path: `/objects/uploads/${id}${f.suffix}.webp`, width: f.width })),
    };
    return reply.status(201).send(answer);
  });

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
