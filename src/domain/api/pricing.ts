import { z } from 'zod';
import { aircraftTypeInputSchema } from '../catalogue-schemas';
import { appContextSchema } from '../catalogue-schemas';
import { flightTypeInputSchema } from '../catalogue-schemas';
import { languageSchema } from '../languages';
import type { PriceBreakdown } from '../price-breakdown';
import { PARTY_LIMITS } from '../party-rules';
import { isCalendarDate } from '../price-date';
import { PRICE_LINE_KINDS, type PriceLine } from '../price-lines';
import { idSchema, partnerSchema } from './common';
import { tidiedText } from '../tidied-text';

/** A head count of the party a price is for (0 to PARTY_LIMITS.people), optional. */
function partyCount(label: string) {
  return z.coerce
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be less than 0` })
    .max(PARTY_LIMITS.people, { error: `${label} must be at most ${PARTY_LIMITS.people}` })
    .optional();
}

/**
 * The party a price request names (decision 0069): adults and children when either is sent (the other 0),
 * undefined when neither is (the charges are then for every seat), or the refusal of a party of nobody.
 */
export function requestedParty(body: { adults?: number; children?: number }): { adults: number; children: number } | undefined | string {
  if (body.adults === undefined && body.children === undefined) return undefined;
  const party = { adults: body.adults ?? 0, children: body.children ?? 0 };
  if (party.adults + party.children < 1) return 'The party must have at least one passenger: send adults, children or both';
  if (party.adults + party.children > PARTY_LIMITS.people) return `The party can be at most ${PARTY_LIMITS.people} passengers`;
  return party;
}

/** A location's `value` slug, or its numeric id; yields the text, trimmed. */
const locationRef = (label: string) =>
  tidiedText<string, string | number>(
    z.union([z.string(), z.number()], { error: `${label} is required` }),
    (value) => String(value).trim(),
    [(text) => text.length >= 1, `${label} is required`],
    [(text) => text.length <= 120, `${label} is too long`],
  );

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

/** The day a price is asked for (decision 0063): a real calendar day, YYYY-MM-DD. */
export const priceDateSchema = z
  .string({ error: 'The date must be a day written YYYY-MM-DD, such as 2026-12-25' })
  .refine(isCalendarDate, { error: 'The date must be a real day written YYYY-MM-DD, such as 2026-12-25' });

/** One line of an estimate: its amounts add up to the total (integer cents; negative only for an adjustment down). */
export const priceLineSchema: z.ZodType<PriceLine> = z.object({
  kind: z.enum(PRICE_LINE_KINDS),
  label: z.string(),
  amount: z.number().int(),
});

export const calculatePriceRequestSchema = z.object({
  aircraftType: aircraftTypeInputSchema,
  flightType: flightTypeInputSchema,
  departure: locationRef('departure'),
  /** Scenic and pilot-training flights ignore it (they return to the departure). */
  destination: locationRef('destination').optional(),
  /**
   * The widget always sends 4; accepted for compatibility, it prices nothing: the per-passenger charges are
   * for `adults` and `children` when either is sent, else for every seat of the aircraft (decision 0069).
   */
  passengers: z.coerce.number().int().min(0).max(50).optional(),
  /** Passengers aged 12 or over, for the per-passenger charges. */
  adults: partyCount('Adults'),
  /** Passengers under 12, for the per-passenger charges (a region may charge children another levy). */
  children: partyCount('Children'),
  regionId: idSchema.optional(),
  appContext: appContextSchema.optional(),
  /** The embedding partner's id (data-partner), for the estimates the admin home counts; no effect on the price. */
  partner: partnerSchema,
  /** The day of the flight; without it the price of today in Perth (the answer says which, `priceDate`, `dateGiven`). */
  date: priceDateSchema.optional(),
  /** The language of the lines' labels; without it the Accept-Language header's, else English. */
  language: languageSchema.optional(),
});
export type CalculatePriceRequest = z.infer<typeof calculatePriceRequestSchema>;

export const calculatePriceResponseSchema = z.object({
  estimate: z.union([z.number(), z.string()]),
  bookingUrl: z.string().nullable(),
  iframeHtml: z.string().nullable(),
  isScenic: z.boolean(),
  isPilotTraining: z.boolean(),
  isCustomRoute: z.boolean(),
  /** What the total is made of, adding up to it; empty when there is no price. Before breakdown: see price-response.ts. */
  lines: z.array(priceLineSchema),
  breakdown: priceBreakdownSchema.nullable(),
  message: z.string().nullable(),
  /** What the price includes besides the flight, in the visitor's language (decision 0070: positioning); null when nothing. */
  summary: z.string().nullable(),
  aircraftType: z.string(),
  flightType: z.string(),
  departure: z.string(),
  destination: z.string().nullable(),
  /** The day priced, YYYY-MM-DD. */
  priceDate: z.string(),
  /** false: no date was asked for, so `priceDate` is today in Perth. */
  dateGiven: z.boolean(),
  /** The party the per-passenger charges are for; null: none was given, so they are for every seat of the aircraft. */
  party: z.object({ adults: z.number().int(), children: z.number().int() }).nullable(),
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
