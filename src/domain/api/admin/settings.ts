import { z } from 'zod';
import { hasAtMostDecimals } from '../../money-input';
import { idQueryParam, idSchema, requiredIdQueryParam } from '../common';
import { moneyCents } from '../money-fields';
import { rowStampSchema } from './row-versions';

export const MAX_BOOKING_FEE_MINIMUM_CENTS = 10_000_000;

/** PUT /api/admin/settings: the booking fee of one region (percent with a minimum in dollars). */
export const regionSettingsUpdateSchema = z.object({
  regionId: idSchema,
  bookingFee: z.object({
    percent: z.coerce
      .number({ error: 'Booking fee percent must be a number' })
      .min(0, { error: 'Booking fee percent cannot be negative' })
      .max(100, { error: 'Booking fee percent cannot exceed 100' })
      .refine((v) => hasAtMostDecimals(v, 2), { error: 'Booking fee percent may have at most two decimals' }),
    /** In dollars; parsed to integer cents. */
    minimum: moneyCents('Minimum booking fee', { maxCents: MAX_BOOKING_FEE_MINIMUM_CENTS }),
  }),
});
export type RegionSettingsUpdate = z.infer<typeof regionSettingsUpdateSchema>;

export const settingsQuerySchema = z.object({ regionId: requiredIdQueryParam('choose a region') });

/** What the Settings tab reads: the fee in force and whether it is the documented default. */
export const regionSettingsSchema = z.object({
  regionId: z.number(),
  bookingFee: z.object({ percent: z.number(), minimum: z.number() }),
  isDefault: z.boolean(),
  /** version 0 (and no updatedAt) while the region uses the default: it has no row of its own yet. */
  ...rowStampSchema.shape,
});
export type RegionSettings = z.infer<typeof regionSettingsSchema>;

/** GET /api/admin/analytics/booking-clicks: counts over the last N days. */
export const analyticsQuerySchema = z.object({
  regionId: idQueryParam,
  days: z.coerce.number({ error: 'days must be a number' }).int().min(1, { error: 'days must be at least 1' }).max(365, { error: 'days must be at most 365' }).default(30),
});
