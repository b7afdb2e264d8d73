import { z } from 'zod';
import { aircraftTypeInputSchema } from '../catalogue-schemas';
import { languageSchema } from '../languages';
import { idSchema, partnerSchema } from './common';
import { priceDateSchema, priceLineSchema } from './pricing';
import { MAX_TRIP_LEGS } from '../trip-params';

export { MAX_TRIP_LEGS };
/** Waiting on the ground after a leg, at most (a longer stop is two trips). */
export const MAX_WAIT_MINUTES = 720;

const placeRef = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(120, { error: `${label} is too long` });

/** One leg: places by their `value` slug (as calculate-price's departure and destination), its day, the wait after it. */
export const tripLegSchema = z.object({
  from: placeRef('Where the leg starts'),
  to: placeRef('Where the leg ends'),
  date: priceDateSchema,
  /** Minutes on the ground at `to` before the next leg (charged at the waiting rate, decision 0070). */
  waitMinutes: z
    .number({ error: 'The wait must be a number of minutes' })
    .int({ error: 'The wait must be whole minutes' })
    .min(0, { error: 'The wait cannot be negative' })
    .max(MAX_WAIT_MINUTES, { error: `The wait can be at most ${MAX_WAIT_MINUTES / 60} hours` })
    .default(0),
});
export type TripLeg = z.infer<typeof tripLegSchema>;
export type TripLegInput = z.input<typeof tripLegSchema>;

/** A leg as an inquiry stores it and staff read it. */
export const inquiryLegSchema = z.object({ from: z.string(), to: z.string(), date: z.string(), waitMinutes: z.number() });
export type InquiryLeg = z.infer<typeof inquiryLegSchema>;

export const tripLegsSchema = z
  .array(tripLegSchema, { error: 'legs must be a list of legs' })
  .min(1, { error: 'A trip needs at least one leg' })
  .max(MAX_TRIP_LEGS, { error: `A trip can have at most ${MAX_TRIP_LEGS} legs` });

/** POST /api/calculate-trip */
export const calculateTripRequestSchema = z.object({
  aircraftType: aircraftTypeInputSchema,
  regionId: idSchema,
  passengers: z.coerce
    .number({ error: 'Passengers must be a number' })
    .int({ error: 'Passengers must be a whole number' })
    .min(1, { error: 'At least one passenger' })
    .max(50, { error: 'At most 50 passengers' }),
  /** How many of the passengers are children under 12 (a region may charge them another levy); 0 unless sent. */
  children: z.coerce
    .number({ error: 'Children must be a number' })
    .int({ error: 'Children must be a whole number' })
    .min(0, { error: 'Children cannot be negative' })
    .optional(),
  legs: tripLegsSchema,
  language: languageSchema.optional(),
  partner: partnerSchema,
}).refine((trip) => (trip.children ?? 0) <= trip.passengers, { error: 'Children cannot be more than the passengers', path: ['children'] });
export type CalculateTripRequest = z.infer<typeof calculateTripRequestSchema>;

/** A flown leg's figures and where its base price came from. */
export const tripLegAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  fromName: z.string(),
  toName: z.string(),
  date: z.string(),
  waitMinutes: z.number(),
  distanceKm: z.number().nullable(),
  flightMinutes: z.number().nullable(),
  source: z.enum(['route', 'destination', 'rule']),
});

export const positioningLegAnswerSchema = z.object({
  direction: z.enum(['out', 'home']),
  distanceKm: z.number(),
  flightMinutes: z.number(),
});

export const calculateTripResponseSchema = z.object({
  aircraftType: z.string(),
  regionId: z.number(),
  passengers: z.number(),
  /** The trip's lines, adding up to `total` (integer cents). */
  lines: z.array(priceLineSchema),
  /** A$, the sum of the lines. */
  total: z.number(),
  bookingFee: z.number(),
  perPerson: z.number(),
  currency: z.literal('AUD'),
  legs: z.array(tripLegAnswerSchema),
  positioning: z.array(positioningLegAnswerSchema),
  /** "Includes the return of the aircraft to Jandakot", in the visitor's language; null when nothing is added. */
  summary: z.string().nullable(),
  validUntil: z.string(),
});
export type CalculateTripResponse = z.infer<typeof calculateTripResponseSchema>;
