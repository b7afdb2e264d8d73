import { z } from 'zod';
import { aircraftTypeInputSchema } from '../catalogue-schemas';
import { appContextSchema } from '../catalogue-schemas';
import { flightTypeInputSchema } from '../catalogue-schemas';
import type { PriceBreakdown } from '../price-breakdown';
import { idSchema, partnerSchema } from './common';

/** A location's `value` slug, or its numeric id. */
const locationRef = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} is required` })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, { error: `${label} is required` }).max(120, { error: `${label} is too long` }));

export const priceBreakdownSchema: z.ZodType<PriceBreakdown> = z.object({
  basePrice: z.number(),
  bookingFee: z.number(),
  total: z.number(),
  perPerson: z.number(),
  currency: z.literal('AUD'),
  distanceKm: z.number().nullable(),
  flightMinutes: z.number().nullable(),
  validUntil: z.string(),
  /** Where the price came from: a route row, the destination's pricing, or the per-hour rule. */
  source: z.enum(['route', 'destination', 'rule']),
});

export const calculatePriceRequestSchema = z.object({
  aircraftType: aircraftTypeInputSchema,
  flightType: flightTypeInputSchema,
  departure: locationRef('departure'),
  /** Scenic and pilot-training flights ignore it (they return to the departure). */
  destination: locationRef('destination').optional(),
  /** The widget always sends 4; accepted for compatibility, the price is per aircraft. */
  passengers: z.coerce.number().int().min(0).max(50).optional(),
  regionId: idSchema.optional(),
  appContext: appContextSchema.optional(),
  /** The embedding partner's id (data-partner), for the estimates the admin home counts; no effect on the price. */
  partner: partnerSchema,
});
export type CalculatePriceRequest = z.infer<typeof calculatePriceRequestSchema>;

export const calculatePriceResponseSchema = z.object({
  estimate: z.union([z.number(), z.string()]),
  bookingUrl: z.string().nullable(),
  iframeHtml: z.string().nullable(),
  isScenic: z.boolean(),
  isPilotTraining: z.boolean(),
  isCustomRoute: z.boolean(),
  breakdown: priceBreakdownSchema.nullable(),
  message: z.string().nullable(),
  aircraftType: z.string(),
  flightType: z.string(),
  departure: z.string(),
  destination: z.string().nullable(),
});
export type CalculatePriceResponse = z.infer<typeof calculatePriceResponseSchema>;

/**
 * POST /api/calculate-prices: the route of the single call without an aircraft. One call answers every
 * aircraft of the route, so a page showing them all asks once per route instead of once per aircraft.
 */
export const calculatePricesRequestSchema = calculatePriceRequestSchema.omit({ aircraftType: true });
export type CalculatePricesRequest = z.infer<typeof calculatePricesRequestSchema>;

/** One entry per aircraft type, in catalogue order, each exactly what the single call answers for that aircraft. */
export const calculatePricesResponseSchema = z.object({ quotes: z.array(calculatePriceResponseSchema) });
export type CalculatePricesResponse = z.infer<typeof calculatePricesResponseSchema>;
export const availableAircraftQuerySchema = z.object({
  departure: locationRef('departure'),
  destination: locationRef('destination').optional(),
  flightType: flightTypeInputSchema,
  regionId: idSchema.optional(),
});
