import { z } from 'zod';
import { rowStampSchema, versionField } from './row-versions';

export const INQUIRY_STATUS_VALUES = ['new', 'contacted', 'closed'] as const;

/** PATCH /api/admin/booking-requests/:id and /api/admin/wechat-requests/:id: staff follow-up. */
export const inquiryUpdateSchema = z
  .object({
    status: z.enum(INQUIRY_STATUS_VALUES, { error: 'Status must be new, contacted or closed' }).optional(),
    notes: z
      .string({ error: 'Notes must be text' })
      .max(5000, { error: 'Notes must be at most 5000 characters' })
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v?.trim() ? v.trim() : null)),
    /** The version the inquiry was opened at (or If-Match); none: no check. */
    version: versionField,
  })
  .strict()
  .refine((v) => v.status !== undefined || v.notes !== undefined, { error: 'Send a status, notes or both' });
export type InquiryUpdate = z.infer<typeof inquiryUpdateSchema>;

/** Its answer: what changed, with the new version (the form keeps it for its next save). */
export const inquiryUpdateAnswerSchema = rowStampSchema.extend({
  id: z.number(),
  status: z.string(),
  notes: z.string().nullable(),
});

/** GET /api/admin/inquiries.csv?kind=booking|wechat */
export const inquiryExportQuerySchema = z.object({
  kind: z.enum(['booking', 'wechat'], { error: 'kind must be booking or wechat' }).default('booking'),
});
