import { z } from 'zod';
import { followUpDaySchema, inquiryText } from './inquiry-work';
import { rowStampSchema, versionField } from './row-versions';

export const INQUIRY_STATUS_VALUES = ['new', 'contacted', 'closed'] as const;

/**
 * PATCH /api/admin/booking-requests/:id and /api/admin/wechat-requests/:id: staff follow-up. `notes` adds
 * a note to the inquiry's timeline (blank adds none); status, assignee and follow-up day are changed, and
 * each change is a timeline entry too.
 */
export const inquiryUpdateSchema = z
  .object({
    status: z.enum(INQUIRY_STATUS_VALUES, { error: 'Status must be new, contacted or closed' }).optional(),
    notes: inquiryText('Notes')
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v ? v : null)),
    /** A staff member's id (any active account), or null for nobody. */
    assignedTo: z
      .number({ error: 'Assignee must be a staff member’s id, or null for nobody' })
      .int({ error: 'Assignee must be a staff member’s id, or null for nobody' })
      .positive({ error: 'Assignee must be a staff member’s id, or null for nobody' })
      .max(2_147_483_647, { error: 'Assignee must be a staff member’s id, or null for nobody' })
      .nullable()
      .optional(),
    /** YYYY-MM-DD, or null for none. */
    followUpOn: followUpDaySchema.optional(),
    /** The version the inquiry was opened at (or If-Match); none: no check. */
    version: versionField,
  })
  .strict()
  .refine((v) => v.status !== undefined || v.notes !== undefined || v.assignedTo !== undefined || v.followUpOn !== undefined, {
    error: 'Send a status, notes or both, or an assignee or a follow-up date',
  });
export type InquiryUpdate = z.infer<typeof inquiryUpdateSchema>;

/** Its answer: what changed, with the new version (the form keeps it for its next save). */
export const inquiryUpdateAnswerSchema = rowStampSchema.extend({
  id: z.number(),
  status: z.string(),
  /** The latest note. */
  notes: z.string().nullable(),
  assignedTo: z.number().nullable(),
  /** YYYY-MM-DD */
  followUpOn: z.string().nullable(),
});

