import { z } from 'zod';
import { INQUIRY_STATUSES } from '../../db/schema';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** `?limit` (1–500, default 100) and `?status` (new|contacted|closed) of the admin inquiry lists. */
export const inquiryListQuerySchema = z.object({
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be at least 1' })
      .max(500, { error: 'limit must be at most 500' })
      .default(100),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.enum(INQUIRY_STATUSES, { error: `status must be one of ${INQUIRY_STATUSES.join(', ')}` }).optional(),
  ),
});
export type InquiryListQuery = z.infer<typeof inquiryListQuerySchema>;

export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES);

/** numeric columns arrive as strings from the driver; the admin lists send numbers. */
export const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));
