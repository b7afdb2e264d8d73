import { z } from 'zod';
import { aircraftTypeSchema, appContextSchema } from '../../catalogue-schemas';
import { ROUTE_FLIGHT_TYPES } from '../../flight-types';
import { hasAtMostDecimals } from '../../money-input';
import { moneyCents } from '../money-fields';
import { rowStampSchema } from './row-versions';

/**
 * The per-hour rules (docs/architecture.md "Pricing", step 3): A$ per flight hour per aircraft type and app
 * context, and a multiplier per flight type. Staff edit them in the Pricing Rules view (decision 0029).
 */

/** The formula the resolver applies (services/pricing/quote.ts), in the words staff read. */
export const PRICING_RULE_FORMULA_TEXT =
  'Price = flight hours x A$ per flight hour x the flight type multiplier, then the booking fee of the region is added. ' +
  'Flight hours: each leg is the great-circle distance at the aircraft cruise speed plus 5 minutes, in whole minutes; ' +
  'a same-day return counts both legs, one-way one leg, and a scenic flight 45 minutes.';

export const MAX_HOURLY_RATE = 100_000;
export const MIN_MULTIPLIER = 0.1;
export const MAX_MULTIPLIER = 10;

const numberFromText = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v.trim())) ? Number(v.trim()) : v);

/** A$ per flight hour, parsed to integer cents: at least one cent (a rule of A$0 would quote A$0). */
const hourlyRate = moneyCents('A$ per flight hour', { minCents: 1, maxCents: MAX_HOURLY_RATE * 100 });

const multiplier = (label: string) =>
  z.preprocess(
    numberFromText,
    z
      .number({ error: `${label} multiplier must be a number` })
      .min(MIN_MULTIPLIER, { error: `${label} multiplier must be at least ${MIN_MULTIPLIER}` })
      .max(MAX_MULTIPLIER, { error: `${label} multiplier must be at most ${MAX_MULTIPLIER}` })
      .refine((v) => hasAtMostDecimals(v, 3), { error: `${label} multiplier can have at most three decimals` }),
  );

export const pricingRuleMultipliersSchema = z.object({
  'same-day': multiplier('Same-day'),
  scenic: multiplier('Scenic'),
  'one-way': multiplier('One-way'),
});
export type PricingRuleMultipliers = z.infer<typeof pricingRuleMultipliersSchema>;

/** GET /api/admin/pricing-rules?appContext=: both app contexts without it. */
export const pricingRulesQuerySchema = z.object({ appContext: appContextSchema.optional() });

/**
 * One rule as staff read it. Every aircraft type of each app context has one: `version` 0 (and `id` null,
 * `basePrice` null) where no rule was ever saved, so that aircraft is not priced by the hour.
 */
export const pricingRuleSchema = z.object({
  id: z.number().nullable(),
  aircraftType: aircraftTypeSchema,
  appContext: appContextSchema,
  /** A$ per flight hour. */
  basePrice: z.number().nullable(),
  multipliers: z.object(Object.fromEntries(ROUTE_FLIGHT_TYPES.map((t) => [t, z.number()])) as Record<(typeof ROUTE_FLIGHT_TYPES)[number], z.ZodNumber>),
  /** false: the rule is kept but prices nothing (the aircraft falls to NOT AVAILABLE where no price is set). */
  isActive: z.boolean(),
  ...rowStampSchema.shape,
});
export type PricingRule = z.infer<typeof pricingRuleSchema>;
export const pricingRuleListSchema = z.array(pricingRuleSchema);

/**
 * PUT /api/admin/pricing-rules: one aircraft type in one app context; `version` 0 when none was saved yet.
 * `basePrice` is sent in dollars and parsed to integer cents.
 */
export const pricingRuleUpdateSchema = z.object({
  aircraftType: aircraftTypeSchema,
  appContext: appContextSchema,
  basePrice: hourlyRate,
  multipliers: pricingRuleMultipliersSchema,
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type PricingRuleUpdate = z.infer<typeof pricingRuleUpdateSchema>;
