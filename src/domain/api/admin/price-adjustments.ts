import { z } from 'zod';
import { aircraftTypeSchema } from '../../catalogue-schemas';
import { ADJUSTMENT_KINDS } from '../../date-adjustments';
import { ROUTE_FLIGHT_TYPES } from '../../flight-types';
import { hasAtMostDecimals } from '../../money-input';
import { isCalendarDate } from '../../price-date';
import { idSchema } from '../common';
import { rowStampSchema } from './row-versions';

/**
 * The Seasons and dates view (decision 0063): adjustments of the price by date, per region. Which apply on a
 * day is OVERLAP_RULE_TEXT (src/domain/date-adjustments.ts), shown in the view.
 */

/** A percentage between these (−100 % makes the flight free; more than +1000 % is a typing error). */
export const MIN_PERCENT = -100;
export const MAX_PERCENT = 1000;
/** An amount in A$ between ± this. */
export const MAX_AMOUNT = 100_000;

export const ADJUSTMENT_UNITS = ['percent', 'amount'] as const;

const day = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .refine(isCalendarDate, { error: `${label} must be a real date written YYYY-MM-DD, such as 2026-12-25` })
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const nameText = (label: string) => z.string().trim().max(80, { error: `${label} must be at most 80 characters` });

/** GET /api/admin/price-adjustments?regionId= */
export const priceAdjustmentsQuerySchema = z.object({ regionId: idSchema });

/** POST, and PUT /api/admin/price-adjustments/:id (with `version`). */
export const priceAdjustmentInputSchema = z
  .object({
    regionId: idSchema,
    kind: z.enum(ADJUSTMENT_KINDS, { error: 'Kind must be season, weekday or peak' }),
    name: nameText('Name').min(1, { error: 'Name is required' }),
    /** The name in Chinese and Hindi, for the visitor's line; blank: the English name. */
    names: z.object({ zh: nameText('The Chinese name').optional(), hi: nameText('The Hindi name').optional() }).default({}),
    startsOn: day('The first day'),
    endsOn: day('The last day'),
    weekdays: z.array(z.number().int().min(0).max(6), { error: 'Days of the week must be numbers 0 (Sunday) to 6 (Saturday)' }).max(7).default([]),
    unit: z.enum(ADJUSTMENT_UNITS, { error: 'Adjust by must be percent or amount' }),
    /** A percentage (12.5) or an amount in A$ (150); negative lowers the price. */
    value: z.number({ error: 'The adjustment must be a number' }).refine((v) => hasAtMostDecimals(v, 2), { error: 'The adjustment can have at most two decimals' }),
    aircraftType: aircraftTypeSchema.nullable().default(null),
    flightType: z.enum(ROUTE_FLIGHT_TYPES, { error: 'Flight type must be same-day, scenic or one-way' }).nullable().default(null),
    departureLocationId: idSchema.nullable().default(null),
    destinationId: idSchema.nullable().default(null),
    isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (input.kind !== 'weekday' && !input.startsOn) issue('startsOn', input.kind === 'season' ? 'A season needs its first day' : 'A peak date needs its day');
    if (input.kind === 'weekday' && input.weekdays.length === 0) issue('weekdays', 'Choose at least one day of the week');
    if (input.startsOn && input.endsOn && input.endsOn < input.startsOn) issue('endsOn', 'The last day cannot be before the first day');
    if (input.unit === 'percent' && (input.value < MIN_PERCENT || input.value > MAX_PERCENT)) {
      issue('value', `A percentage must be between ${MIN_PERCENT}% and +${MAX_PERCENT}%`);
    }
    if (input.unit === 'amount' && Math.abs(input.value) > MAX_AMOUNT) issue('value', `An amount must be between -A$${MAX_AMOUNT.toLocaleString('en-AU')} and A$${MAX_AMOUNT.toLocaleString('en-AU')}`);
  })
  .transform((input) => ({
    ...input,
    // A peak date without a last day is that one day; days of the week only belong to a weekday adjustment.
    endsOn: input.kind === 'peak' ? (input.endsOn ?? input.startsOn) : input.endsOn,
    weekdays: input.kind === 'weekday' ? [...new Set(input.weekdays)].sort() : [],
  }));
export type PriceAdjustmentInput = z.infer<typeof priceAdjustmentInputSchema>;

export const priceAdjustmentParamsSchema = z.object({ id: idSchema });

/** One adjustment as staff read it. */
export const priceAdjustmentSchema = z.object({
  id: z.number(),
  regionId: z.number(),
  kind: z.enum(ADJUSTMENT_KINDS),
  name: z.string(),
  names: z.object({ zh: z.string().optional(), hi: z.string().optional() }),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  weekdays: z.array(z.number()),
  unit: z.enum(ADJUSTMENT_UNITS),
  value: z.number(),
  aircraftType: z.string().nullable(),
  flightType: z.string().nullable(),
  departureLocationId: z.number().nullable(),
  destinationId: z.number().nullable(),
  isActive: z.boolean(),
  ...rowStampSchema.shape,
});
export type PriceAdjustment = z.infer<typeof priceAdjustmentSchema>;
export const priceAdjustmentListSchema = z.array(priceAdjustmentSchema);

export const priceAdjustmentDeletedSchema = z.object({ id: z.number(), deleted: z.literal(true) });
