import { z } from 'zod';

export const UPLOAD_PURPOSE_VALUES = ['hero', 'badge', 'service', 'training', 'aircraft-image', 'region-icon', 'image'] as const;

/** POST /api/objects/upload (body optional) and GET /api/upload/url (query): what the image is for. */
export const uploadRequestSchema = z
  .object({
    purpose: z.enum(UPLOAD_PURPOSE_VALUES, { error: `Purpose must be one of ${UPLOAD_PURPOSE_VALUES.join(', ')}` }).default('image'),
    filename: z.string().max(255).optional(),
    contentType: z.string().max(100).optional(),
  })
  .default({ purpose: 'image' });

export const uploadUrlResponseSchema = z.object({
  uploadURL: z.string(),
  method: z.literal('PUT'),
  maxBytes: z.number(),
  /** ISO 8601 */
  expiresAt: z.string(),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

/** What the PUT answers: where the image now lives and its srcset variants. */
export const uploadedImageSchema = z.object({
  objectPath: z.string(),
  width: z.number(),
  height: z.number(),
  variants: z.array(z.object({ path: z.string(), width: z.number() })),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
