import { z } from 'zod';
import { aircraftTypeSchema, appContextSchema, routeFlightTypeSchema } from '../../catalogue-schemas';
import { PRICE_SOURCE_ORDER } from '../../pricing-sources';
import { hasNoNul, idQueryParam, requiredIdQueryParam } from '../common';
import { priceDateSchema } from '../pricing';

/*
 * GET /api/admin/price-grid (decision 0028): for a region and a departure (or all of its departures),
 * what POST /api/calculate-price answers for every destination x aircraft x flight type, and which source
 * priced it. Rows are route pairs (departure, destination), paged; with a departure that is a page of
 * destinations.
 */

export const PRICE_GRID_LIMIT_DEFAULT = 25;
export const PRICE_GRID_LIMIT_MAX = 100;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const priceGridQuerySchema = z.object({
  regionId: requiredIdQueryParam('choose a region'),
  departureLocationId: idQueryParam,
  appContext: optional(appContextSchema),
  aircraftType: optional(aircraftTypeSchema),
  flightType: optional(routeFlightTypeSchema),
  /** The day the cells are priced for (YYYY-MM-DD, its adjustments by date applied); today in Perth without it. */
  date: optional(priceDateSchema),
  /** Matches destination (and departure) names. */
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(200, { error: 'q must be at most 200 characters' })
    .refine(hasNoNul, { error: 'q must not contain the NUL character' })
    .optional(),
  limit: optional(
    z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: `limit must be between 1 and ${PRICE_GRID_LIMIT_MAX}` })
      .max(PRICE_GRID_LIMIT_MAX, { error: `limit must be between 1 and ${PRICE_GRID_LIMIT_MAX}` }),
  ),
  offset: optional(
    z.coerce
      .number({ error: 'offset must be a number' })
      .int({ error: 'offset must be a whole number' })
      .min(0, { error: 'offset must be 0 or more' })
      .max(10_000_000, { error: 'offset must be at most 10000000' }),
  ),
});
export type PriceGridParams = z.input<typeof priceGridQuerySchema>;
export type PriceGridQuery = z.output<typeof priceGridQuerySchema>;

export const priceSourceSchema = z.enum(PRICE_SOURCE_ORDER as ['route', 'destination', 'rule']);

/** One cell: what the customer is quoted for this aircraft and flight type, and where it comes from. */
export const priceGridCellSchema = z.object({
  departureLocationId: z.number(),
  destinationId: z.number(),
  aircraftType: aircraftTypeSchema,
  flightType: routeFlightTypeSchema,
  /** What POST /api/calculate-price answers: dollars (booking fee included), 'NOT AVAILABLE' or another text estimate. */
  estimate: z.union([z.number(), z.string()]),
  /** The price before the booking fee, in dollars; null when there is no price. */
  basePrice: z.number().nullable(),
  /** Which source priced it; null when none applies (NOT AVAILABLE) or the estimate is not priced by the route. */
  source: priceSourceSchema.nullable(),
  /** Why it is not available, in the quote's words; null when it is. */
  message: z.string().nullable(),
  /** The route price row of this exact key (active or not), when one exists. */
  routePriceId: z.number().nullable(),
  version: z.number().nullable(),
  /** The route price row's own price in dollars (what the cell edits). */
  routePrice: z.number().nullable(),
  routePriceActive: z.boolean().nullable(),
  isCustomRoute: z.boolean(),
  /** The customer gets widget HTML (the route row's, else the destination's) with this quote. */
  hasWidgetHtml: z.boolean(),
});
export type PriceGridCell = z.infer<typeof priceGridCellSchema>;

export const priceGridRowSchema = z.object({
  departureLocationId: z.number(),
  departureName: z.string(),
  destinationId: z.number(),
  destinationName: z.string(),
  /** Both places are active: visitors can choose this route. */
  isActive: z.boolean(),
  /**
   * Scenic flights start and end at the departure (docs/product.md §4): only the destination that is the departure's
   * own place (same value) has scenic cells; on other rows a scenic price would never be quoted.
   */
  isDepartureOwnRow: z.boolean(),
  cells: z.array(priceGridCellSchema),
});
export type PriceGridRow = z.infer<typeof priceGridRowSchema>;

export const priceGridAnswerSchema = z.object({
  departures: z.array(z.object({ id: z.number(), name: z.string(), value: z.string(), appContext: z.string(), isActive: z.boolean() })),
  /** The columns, in order: aircraft x flight type, as filtered. */
  columns: z.array(z.object({ aircraftType: aircraftTypeSchema, aircraftLabel: z.string(), flightType: routeFlightTypeSchema })),
  items: z.array(priceGridRowSchema),
  /** Route pairs matching the filters, before limit and offset. */
  total: z.number().int().min(0),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type PriceGridAnswer = z.infer<typeof priceGridAnswerSchema>;
