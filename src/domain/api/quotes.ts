import { z } from 'zod';
import { BOOKING_STATUSES } from '../bookings/booking-status';
import { aircraftTypeSchema } from '../catalogue-schemas';
import { LANGUAGES } from '../language-codes';
import { quoteItinerarySchema, quoteLineSchema, quotePartySchema, quoteTermsSchema } from '../quotes/quote-shapes';
import { QUOTE_SHOWN_STATUSES } from '../quotes/quote-status';

/*
 * Firm quotes (decision 0057, docs/product.md §10): staff make, edit, send and withdraw them under
 * /api/admin/quotes; the visitor reads the latest version at GET /api/quotes/{token} and accepts it with a
 * manifest at POST /api/quotes/{token}/accept. Amounts are integer cents the server adds up; no request
 * carries a total, and any amount a visitor sends is dropped by these schemas.
 */

/** The visitor page's path, before the token. */
export const QUOTE_PAGE_PREFIX = '/quotes/';

/** The path parameter: anything up to 200 characters, so that a malformed token is a plain 404 like an unknown one. */
export const quoteTokenParamsSchema = z.object({ token: z.string().max(200) });

const languageSchema = z.enum(LANGUAGES, { error: 'Language must be en, zh or hi' });

/** What staff write into a quote: who it is for and what it offers. The total is never part of it. */
export const quoteFieldsSchema = z.object({
  customerName: z.string().trim().min(1, { error: 'Enter the customer’s name' }).max(200),
  customerEmail: z.email({ error: 'Enter the customer’s e-mail address' }).max(254),
  customerPhone: z.string().trim().max(40).nullish(),
  language: languageSchema.default('en'),
  regionId: z.number().int().positive().nullish(),
  itinerary: quoteItinerarySchema,
  aircraftType: aircraftTypeSchema,
  party: quotePartySchema,
  lines: z.array(quoteLineSchema).max(30, { error: 'A quote can have at most 30 lines' }),
  /** ISO 8601; default: now plus the quote validity of the terms of sale. */
  expiresAt: z.iso.datetime({ offset: true, error: 'The expiry must be a date and time' }).optional(),
  notes: z.string().trim().max(4000).nullish(),
});
export type QuoteFields = z.infer<typeof quoteFieldsSchema>;

/** POST /api/admin/quotes: from a booking request (prefilled from it and the price resolver), or from all fields. */
export const createQuoteBodySchema = z.union([z.object({ inquiryId: z.number().int().positive().max(2_147_483_647) }), quoteFieldsSchema]);
export type CreateQuoteBody = z.infer<typeof createQuoteBodySchema>;

/** PUT /api/admin/quotes/:id: all fields again, with the row version it was opened at (optimistic, decision 0025). */
export const updateQuoteBodySchema = quoteFieldsSchema.extend({ version: z.number().int().min(0).max(2_147_483_647).optional() });

export const quoteListQuerySchema = z.object({ status: z.enum(QUOTE_SHOWN_STATUSES).optional() });

/** The party as answers carry it (the input schema's clean-ups do not run backwards). */
const partyAnswerSchema = z.object({ adults: z.number().int(), children: z.number().int(), weightKg: z.number().optional(), baggageKg: z.number().optional() });

const aircraftSchema = z.object({ type: z.string().nullable(), name: z.string(), seats: z.number().int(), payloadKg: z.number().int() });

/** One version as staff see it. */
export const quoteVersionSchema = z.object({
  version: z.number().int(),
  itinerary: quoteItinerarySchema,
  aircraft: aircraftSchema,
  party: partyAnswerSchema,
  lines: z.array(quoteLineSchema),
  totalCents: z.number().int(),
  expiresAt: z.string(),
  terms: quoteTermsSchema,
  notes: z.string().nullable(),
  changeSummary: z.string().nullable(),
  createdAt: z.string(),
});
export type QuoteVersionView = z.infer<typeof quoteVersionSchema>;

export const quoteAcceptanceSchema = z.object({
  name: z.string(),
  version: z.number().int(),
  passengers: z.array(z.object({ name: z.string(), weightKg: z.number() })),
  baggageKg: z.number(),
  acceptedAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/** The booking an accepted quote made, as the quote page and the admin show it; `nextPayment` is domain/bookings/payment-schedule.ts's. */
export const quoteBookingSchema = z.object({
  status: z.enum(BOOKING_STATUSES),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  /** YYYY-MM-DD, or null when the deposit is the whole amount. */
  balanceDueOn: z.string().nullable(),
  nextPayment: z.object({ part: z.enum(['deposit', 'balance', 'full']), amountCents: z.number().int() }).nullable(),
});
export type QuoteBooking = z.infer<typeof quoteBookingSchema>;

/** A row of GET /api/admin/quotes. */
export const quoteSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(QUOTE_SHOWN_STATUSES),
  customerName: z.string(),
  customerEmail: z.string(),
  language: z.string(),
  inquiryReference: z.string().nullable(),
  currentVersion: z.number().int(),
  totalCents: z.number().int(),
  flightDate: z.string(),
  route: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** The row version for optimistic writes, and who changed it last. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;
export const quoteListSchema = z.array(quoteSummarySchema);

/** GET /api/admin/quotes/:id: the quote, every version (latest last) and its acceptance and booking once accepted. */
export const quoteDetailSchema = quoteSummarySchema.extend({
  customerPhone: z.string().nullable(),
  regionId: z.number().int().nullable(),
  versions: z.array(quoteVersionSchema),
  acceptance: quoteAcceptanceSchema.nullable(),
  booking: quoteBookingSchema.nullable(),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

/** The answer of create and send: the quote and its public link (the token is shown only here, once per issue). */
export const quoteWithLinkSchema = quoteDetailSchema.extend({ url: z.string() });
export type QuoteWithLink = z.infer<typeof quoteWithLinkSchema>;

/** GET /api/quotes/{token} and the answer of its accept: the latest version as the visitor reads it. */
export const publicQuoteSchema = z.object({
  reference: z.string(),
  status: z.enum(QUOTE_SHOWN_STATUSES),
  language: z.string(),
  customerName: z.string(),
  version: z.number().int(),
  itinerary: quoteItinerarySchema,
  aircraft: aircraftSchema.omit({ type: true }),
  party: partyAnswerSchema,
  lines: z.array(quoteLineSchema),
  totalCents: z.number().int(),
  currency: z.literal('AUD'),
  expiresAt: z.string(),
  terms: quoteTermsSchema,
  notes: z.string().nullable(),
  /** What this version changed from the one before, in words; null on version 1. */
  changeSummary: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  booking: quoteBookingSchema.nullable(),
});
export type PublicQuote = z.infer<typeof publicQuoteSchema>;

/** A passenger on the manifest: a name and a weight (kg). */
const passengerSchema = z.object({
  name: z.string().trim().min(1, { error: 'Enter each passenger’s name' }).max(200),
  weightKg: z.coerce
    .number({ error: 'Enter each passenger’s weight in kg' })
    .positive({ error: 'A weight must be more than 0 kg' })
    .max(400, { error: 'A weight must be at most 400 kg' }),
});

/**
 * POST /api/quotes/{token}/accept. The typed full name, the terms accepted, and the manifest the aircraft is
 * loaded by. Nothing here is an amount: whatever else a client sends is dropped.
 */
export const acceptQuoteBodySchema = z.object({
  name: z.string().trim().min(2, { error: 'Type your full name to accept' }).max(200),
  acceptTerms: z.literal(true, { error: 'Tick "I accept the terms" to accept' }),
  passengers: z.array(passengerSchema).min(1, { error: 'List at least one passenger' }).max(50, { error: 'At most 50 passengers' }),
  baggageKg: z.coerce.number({ error: 'Enter the baggage weight in kg (0 if none)' }).min(0, { error: 'Baggage cannot be negative' }).max(2000).default(0),
});
export type AcceptQuoteBody = z.infer<typeof acceptQuoteBodySchema>;
