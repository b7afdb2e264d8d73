import { calculateTripResponseSchema } from './trip';
import { z } from 'zod';
import { aircraftTypeSchema } from '../catalogue-schemas';
import {
  aircraftBackgroundSchema,
  publicAircraftImageSchema,
  publicBadgeSchema,
  publicConnectingServiceSchema,
  publicDepartureSchema,
  publicDestinationSchema,
  publicExperienceSchema,
  publicHeroImageSchema,
  publicRegionSchema,
  publicRoutePriceSchema,
  publicTrainingCourseSchema,
} from './content';
import { inquiryReceiptSchema } from './inquiries';
import { cancellationSchema } from './cancellations';
import { payAnswerSchema } from './payments';
import { calculatePriceResponseSchema, calculatePricesResponseSchema } from './pricing';
import { publicQuoteSchema } from './quotes';
import { visitorRequestSchema } from './visitor-requests';

/*
 * The answers of every public call, by route path as Fastify registers it. The routes answer through these
 * (their `response: { 200 }`; a cached read is checked once, when the cache is filled), the OpenAPI document
 * is generated from them, and tests/api/openapi.test.ts parses each public GET's real answer with them.
 */

/** GET /api/available-aircraft: the aircraft types with a price on the route, in catalogue order. */
export const availableAircraftAnswerSchema = z.array(aircraftTypeSchema);

/** POST /api/booking-clicks (201, or 200 for a replayed Idempotency-Key). */
export const bookingClickReceiptSchema = z.object({ message: z.string(), id: z.number() });

/** The public GETs under /api and their answers (200). */
export const PUBLIC_READ_ANSWERS = {
  '/api/regions': z.array(publicRegionSchema),
  '/api/regions/:id': publicRegionSchema,
  '/api/departure-locations': z.array(publicDepartureSchema),
  '/api/destinations': z.array(publicDestinationSchema),
  '/api/hero-images': z.array(publicHeroImageSchema),
  '/api/pilot-training': z.array(publicTrainingCourseSchema),
  '/api/connecting-services': z.array(publicConnectingServiceSchema),
  '/api/accreditation-badges': z.array(publicBadgeSchema),
  '/api/aircraft-experience-images': z.array(publicAircraftImageSchema),
  '/api/aircraft-experience-images/backgrounds': z.array(aircraftBackgroundSchema),
  '/api/experiences': z.array(publicExperienceSchema),
  '/api/route-pricing': z.array(publicRoutePriceSchema),
  '/api/available-aircraft': availableAircraftAnswerSchema,
  '/api/requests/:token': visitorRequestSchema,
  '/api/quotes/:token': publicQuoteSchema,
  '/api/quotes/:token/cancellation': cancellationSchema,
} as const satisfies Record<string, z.ZodType>;

export type PublicReadPath = keyof typeof PUBLIC_READ_ANSWERS;

/** The answers of the public POSTs. */
export const PUBLIC_WRITE_ANSWERS = {
  '/api/calculate-price': calculatePriceResponseSchema,
  '/api/calculate-prices': calculatePricesResponseSchema,
  '/api/calculate-trip': calculateTripResponseSchema,
  '/api/booking-request': inquiryReceiptSchema,
  '/api/send-wechat-payment-link': inquiryReceiptSchema,
  '/api/booking-clicks': bookingClickReceiptSchema,
  '/api/requests/:token/cancel': visitorRequestSchema,
  '/api/quotes/:token/pay': payAnswerSchema,
  '/api/quotes/:token/accept': publicQuoteSchema,
  '/api/quotes/:token/cancel': cancellationSchema,
  '/api/quotes/:token/rebook': publicQuoteSchema,
  '/api/quotes/:token/weather-refund': publicQuoteSchema,
} as const satisfies Record<string, z.ZodType>;

/** Which build answers /readyz (package version and git commit), ready or not: a rolling upgrade shows who runs what. */
const buildShape = { version: z.string(), commit: z.string() };
/** GET /healthz and /readyz, for load balancers (/readyz answers 503 with `message` when not ready). */
export const healthAnswerSchema = z.object({ status: z.literal('ok') });
/**
 * Where rate limits are counted: `shared` in Redis, `per-instance` while Redis cannot be reached (each
 * instance counts on its own), `in-memory` without REDIS_URL.
 */
export const RATE_LIMIT_COUNTERS = ['shared', 'per-instance', 'in-memory'] as const;
export const readyAnswerSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  rateLimits: z.enum(RATE_LIMIT_COUNTERS),
  /** Bytes still free under DATA_DIR; null when they cannot be read. */
  dataDirFreeBytes: z.number().int().nullable(),
  /** What runs in a lesser way without taking the instance out of rotation, in plain words. */
  warnings: z.array(z.string()),
  ...buildShape,
});
export const notReadyAnswerSchema = z.object({ status: z.literal('unavailable'), message: z.string(), ...buildShape });
