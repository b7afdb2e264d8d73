import { z } from 'zod';
import { aircraftTypeSchema } from '../../catalogue-schemas';
import { hasAtMostDecimals } from '../../money-input';
import { idSchema } from '../common';
import { rowStampSchema } from './row-versions';

/**
 * Home airfields and positioning (decision 0070): per region and aircraft type, where the aircraft is kept
 * and what its empty legs cost. The rule in words is POSITIONING_RULE_TEXT (src/domain/pricing/positioning.ts).
 */

export const POSITIONING_UNITS = ['ferry-rate', 'hourly-percent'] as const;
export type PositioningUnit = (typeof POSITIONING_UNITS)[number];

/** A ferry rate or a waiting rate up to this many A$ per hour; a percentage up to this (more is a typing error). */
export const MAX_HOURLY_RATE = 100_000;
export const MAX_POSITIONING_PERCENT = 500;
/** Farther than this is not "near home" in a region of Australia. */
export const MAX_FREE_RADIUS_KM = 2_000;

const twoDecimals = (label: string) =>
  z.number({ error: `${label} must be a number` }).refine((v) => hasAtMostDecimals(v, 2), { error: `${label} can have at most two decimals` });

/** GET /api/admin/home-airfields?regionId= */
export const homeAirfieldsQuerySchema = z.object({ regionId: idSchema });

/** POST, and PUT /api/admin/home-airfields/:id (with `version`). */
export const homeAirfieldInputSchema = z
  .object({
    regionId: idSchema,
    aircraftType: aircraftTypeSchema,
    departureLocationId: idSchema,
    unit: z.enum(POSITIONING_UNITS, { error: 'Charge positioning by must be ferry-rate or hourly-percent' }),
    /** A$ per flight hour (ferry-rate) or a percentage of the aircraft's per-hour rate (hourly-percent). */
    value: twoDecimals('The positioning charge'),
    freeRadiusKm: z
      .number({ error: 'The free radius must be a number of km' })
      .int({ error: 'The free radius must be a whole number of km' })
      .min(0, { error: 'The free radius cannot be negative' })
      .max(MAX_FREE_RADIUS_KM, { error: `The free radius can be at most ${MAX_FREE_RADIUS_KM} km` })
      .default(0),
    /** A$ per hour on the ground between two legs of a trip; null: waiting is not charged. */
    waitingRate: twoDecimals('The waiting rate').nullable().default(null),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (input.value < 0) issue('value', 'The positioning charge cannot be negative');
    if (input.unit === 'ferry-rate' && input.value > MAX_HOURLY_RATE) issue('value', `A ferry rate can be at most A$${MAX_HOURLY_RATE.toLocaleString('en-AU')} per hour`);
    if (input.unit === 'hourly-percent' && input.value > MAX_POSITIONING_PERCENT) issue('value', `A percentage can be at most ${MAX_POSITIONING_PERCENT}%`);
    if (input.waitingRate !== null && input.waitingRate < 0) issue('waitingRate', 'The waiting rate cannot be negative');
    if (input.waitingRate !== null && input.waitingRate > MAX_HOURLY_RATE) issue('waitingRate', `The waiting rate can be at most A$${MAX_HOURLY_RATE.toLocaleString('en-AU')} per hour`);
  });
export type HomeAirfieldInput = z.infer<typeof homeAirfieldInputSchema>;

export const homeAirfieldParamsSchema = z.object({ id: idSchema });

/** One aircraft's home airfield in a region as staff read it. */
export const homeAirfieldSchema = z.object({
  id: z.number(),
  regionId: z.number(),
  aircraftType: z.string(),
  departureLocationId: z.number(),
  unit: z.enum(POSITIONING_UNITS),
  value: z.number(),
  freeRadiusKm: z.number(),
  waitingRate: z.number().nullable(),
  ...rowStampSchema.shape,
});
export type HomeAirfield = z.infer<typeof homeAirfieldSchema>;
export const homeAirfieldListSchema = z.array(homeAirfieldSchema);

export const homeAirfieldDeletedSchema = z.object({ id: z.number(), deleted: z.literal(true) });
