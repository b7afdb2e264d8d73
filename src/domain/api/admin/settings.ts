import { z } from 'zod';
import { hasAtMostDecimals } from '../../money-input';
import { idQueryParam, idSchema, requiredIdQueryParam } from '../common';
import { moneyCents, priceNullWhenBlank } from '../money-fields';
import { rowStampSchema } from './row-versions';

export const MAX_BOOKING_FEE_MINIMUM_CENTS = 10_000_000;
/** The most a region may charge per passenger, in cents (decision 0069). */
export const MAX_PASSENGER_LEVY_CENTS = 100_000;

/** A percentage staff type, 0 to 100 with at most two decimals (stored as numeric(5,2)). */
const percentField = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(100, { error: `${label} cannot exceed 100` })
    .refine((v) => hasAtMostDecimals(v, 2), { error: `${label} may have at most two decimals` });

/**
 * PUT /api/admin/settings: the booking fee of one region (percent with a minimum in dollars), and its charges
 * (decision 0069): a fuel surcharge percent and a passenger levy in dollars. Charges left out keep their value
 * (none on a region's first save).
 */
export const regionSettingsUpdateSchema = z.object({
  regionId: idSchema,
  bookingFee: z.object({
    percent: percentField('Booking fee percent'),
    /** In dollars; parsed to integer cents. */
    minimum: moneyCents('Minimum booking fee', { maxCents: MAX_BOOKING_FEE_MINIMUM_CENTS }),
  }),
  fuelSurcharge: z.object({ percent: percentField('Fuel surcharge percent') }).optional(),
  passengerLevy: z
    .object({
      /** Per passenger aged 12 or over, in dollars; parsed to integer cents. */
      adult: moneyCents('Passenger levy', { maxCents: MAX_PASSENGER_LEVY_CENTS }),
      /** Per child under 12; blank or null: the adults' levy. */
      child: priceNullWhenBlank('Passenger levy for children', { maxCents: MAX_PASSENGER_LEVY_CENTS }),
    })
    .optional(),
});
export type RegionSettingsUpdate = z.infer<typeof regionSettingsUpdateSchema>;

export const settingsQuerySchema = z.object({ regionId: requiredIdQueryParam('choose a region') });

/** What the Settings tab reads: the fee and charges in force and whether they are the documented default. */
export const regionSettingsSchema = z.object({
  regionId: z.number(),
  bookingFee: z.object({ percent: z.number(), minimum: z.number() }),
  /** 0: no fuel surcharge. */
  fuelSurcharge: z.object({ percent: z.number() }),
  /** In dollars; child null: the adults' levy. */
  passengerLevy: z.object({ adult: z.number(), child: z.number().nullable() }),
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
