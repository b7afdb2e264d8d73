import { z } from 'zod';
import { aircraftTypeSchema, appContextSchema, routeFlightTypeSchema } from '../../catalogue-schemas';
import { MAX_PRICE_CENTS } from '../../money';
import { hasAtMostDecimals, readMoney } from '../../money-input';
import { idSchema } from '../common';

/*
 * Bulk price changes on the Route Pricing tab (docs/product.md §2.7, decision 0045): adjust a filtered set
 * of route prices by a percentage or an amount, rounded to a step, or copy one departure's (or destination's)
 * route prices to another. Each is previewed, applied in one transaction, audited once and undone in one
 * step. Every amount travels as integer cents, computed by the server; the client only shows them.
 */

/** The steps a result is rounded to, in cents: to the cent (no rounding), A$1, A$5, A$10. */
export const BULK_ROUNDING_STEPS = [1, 100, 500, 1000] as const;
export type BulkRoundingStep = (typeof BULK_ROUNDING_STEPS)[number];
export const BULK_ROUNDING_LABELS: Record<BulkRoundingStep, string> = { 1: 'to the cent', 100: 'to A$1', 500: 'to A$5', 1000: 'to A$10' };

export const BULK_PERCENT_MIN = -100;
export const BULK_PERCENT_MAX = 1000;
/** How many changed prices a preview lists (the totals count all of them). */
export const BULK_PREVIEW_ROWS = 50;

/** Which route prices: always one region (by the departure's region), narrowed by any of the others. */
export const bulkPriceFiltersSchema = z.object({
  regionId: idSchema,
  appContext: appContextSchema.optional(),
  departureLocationId: idSchema.optional(),
  destinationId: idSchema.optional(),
  aircraftType: aircraftTypeSchema.optional(),
  flightType: routeFlightTypeSchema.optional(),
});
export type BulkPriceFilters = z.infer<typeof bulkPriceFiltersSchema>;

/** An amount in dollars that may be negative (a decrease) → integer cents. */
const signedMoneyCents = (label: string) =>
  z.union([z.number(), z.string()], { error: `${label} must be a number` }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : value;
    const negative = typeof text === 'string' ? text.startsWith('-') : text < 0;
    const magnitude = typeof text === 'string' ? text.replace(/^-/, '') : Math.abs(text);
    const read = readMoney(magnitude, label, { maxCents: MAX_PRICE_CENTS });
    if (read.ok) return negative ? -read.cents : read.cents;
    ctx.issues.push({ code: 'custom', message: read.message, input: value });
    return z.NEVER;
  });

const percentSchema = z
  .number({ error: 'Percentage must be a number' })
  .min(BULK_PERCENT_MIN, { error: `Percentage must be at least ${BULK_PERCENT_MIN}` })
  .max(BULK_PERCENT_MAX, { error: `Percentage must be at most ${BULK_PERCENT_MAX}` })
  .refine((v) => hasAtMostDecimals(v, 2), { error: 'Percentage can have at most two decimals' });

export const bulkAdjustmentSchema = z.discriminatedUnion(
  'type',
  [
    /** +5 raises every price 5%, -10 lowers it 10%. */
    z.object({ type: z.literal('percent'), percent: percentSchema }),
    /** Dollars added to every price (negative: taken off). */
    z.object({ type: z.literal('amount'), amount: signedMoneyCents('Amount') }),
  ],
  { error: () => 'Adjustment type must be percent or amount' },
);

const roundingSchema = z.literal(BULK_ROUNDING_STEPS, { error: () => `Round to must be one of ${BULK_ROUNDING_STEPS.join(', ')} cents` });

export const bulkAdjustSchema = z.object({
  kind: z.literal('adjust'),
  filters: bulkPriceFiltersSchema,
  adjustment: bulkAdjustmentSchema,
  roundTo: roundingSchema.default(1),
});

export const COPY_SCOPES = ['departure', 'destination'] as const;
export const COPY_EXISTING = ['keep', 'overwrite'] as const;

export const bulkCopySchema = z
  .object({
    kind: z.literal('copy'),
    regionId: idSchema,
    /** Copy every route price from one departure to another (same destinations), or from one destination to another (same departures). */
    scope: z.enum(COPY_SCOPES, { error: () => 'Copy must be between two departures or two destinations' }),
    fromId: idSchema,
    toId: idSchema,
    aircraftType: aircraftTypeSchema.optional(),
    flightType: routeFlightTypeSchema.optional(),
    /** A price the target already has: kept (the default) or overwritten by the copied one. */
    existing: z.enum(COPY_EXISTING, { error: () => 'Existing prices must be keep or overwrite' }).default('keep'),
  })
  .refine((v) => v.fromId !== v.toId, { error: 'Copy from and to must be different places', path: ['toId'] });

export const bulkPriceOperationSchema = z.discriminatedUnion('kind', [bulkAdjustSchema, bulkCopySchema], {
  error: () => 'kind must be adjust or copy',
});
export type BulkPriceOperation = z.infer<typeof bulkPriceOperationSchema>;
export type BulkPriceOperationInput = z.input<typeof bulkPriceOperationSchema>;
export type BulkAdjust = z.infer<typeof bulkAdjustSchema>;
export type BulkCopy = z.infer<typeof bulkCopySchema>;

/** What happens to one route price: its price changes, it is created (copy), or the target's own is kept (copy). */
export const BULK_ROW_ACTIONS = ['change', 'create', 'keep'] as const;

export const bulkPreviewRowSchema = z.object({
  departureName: z.string(),
  destinationName: z.string(),
  aircraftType: z.string(),
  flightType: z.string(),
  action: z.enum(BULK_ROW_ACTIONS),
  /** null: no price there before (a copy creates it). */
  beforeCents: z.number().int().nullable(),
  /** What it will be; for 'keep' the price that stays. */
  afterCents: z.number().int(),
});
export type BulkPreviewRow = z.infer<typeof bulkPreviewRowSchema>;

/** POST /api/bulk-price-changes/preview: what applying the same body would do now. */
export const bulkPreviewSchema = z.object({
  /** In words: "Raise by 5%, rounded to A$5: Perth Airport, every destination, all aircraft, all flight types (WA)". */
  summary: z.string(),
  /** Route prices the change writes (changed and created). */
  count: z.number().int(),
  changed: z.number().int(),
  created: z.number().int(),
  /** Copy only: target prices kept as they are. */
  kept: z.number().int(),
  /** Route prices matching the filters whose price stays the same. */
  unchanged: z.number().int(),
  /** Sums over the written prices (before: 0 for a created one). */
  totalBeforeCents: z.number().int(),
  totalAfterCents: z.number().int(),
  /** The first BULK_PREVIEW_ROWS rows, by departure, destination, aircraft and flight type. */
  rows: z.array(bulkPreviewRowSchema),
  /** Why it cannot be applied (a result below A$0 or over the most a price can be); null when it can. */
  refusal: z.string().nullable(),
});
export type BulkPreview = z.infer<typeof bulkPreviewSchema>;

/** One applied bulk change, as the recent list shows it. */
export const bulkPriceChangeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['adjust', 'copy']),
  summary: z.string(),
  count: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  undoneAt: z.string().nullable(),
  undoneBy: z.string().nullable(),
});
export type BulkPriceChange = z.infer<typeof bulkPriceChangeSchema>;

/** GET /api/admin/bulk-price-changes?regionId=: the region's latest bulk changes, newest first. */
export const BULK_CHANGES_LISTED = 10;
export const bulkPriceChangesQuerySchema = z.object({ regionId: idSchema });
export const bulkPriceChangeListSchema = z.array(bulkPriceChangeSchema);
export const bulkChangeParamsSchema = z.object({ id: idSchema });
