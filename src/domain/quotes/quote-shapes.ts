import { z } from 'zod';
import { partySchema } from '../party';

/**
 * The shapes a quote is made of, shared by the tables (jsonb columns), the API and the pages. Amounts are
 * integer cents; the total is always the server's sum of the lines.
 */
export const QUOTE_LINE_KINDS = ['flight', 'positioning', 'landing', 'fuel', 'passenger', 'waiting', 'catering', 'fee', 'discount', 'other'] as const;
export const quoteLineSchema = z
  .object({
    kind: z.enum(QUOTE_LINE_KINDS),
    label: z.string().trim().min(1, { error: 'Each line needs a label' }).max(160, { error: 'A line label must be at most 160 characters' }),
    amountCents: z
      .number({ error: 'A line amount must be a number' })
      .int({ error: 'A line amount must be whole cents' })
      .min(-100_000_000, { error: 'A line amount is too small' })
      .max(100_000_000, { error: 'A line amount is too large' }),
  })
  .refine((l) => (l.kind === 'discount' ? l.amountCents <= 0 : l.amountCents >= 0), {
    error: 'Only a discount line can be negative, and a discount cannot add to the price',
    path: ['amountCents'],
  });
export type QuoteLine = z.infer<typeof quoteLineSchema>;

const place = z.object({ slug: z.string().max(120).optional(), name: z.string().trim().min(1).max(160) });
export const quoteItinerarySchema = z.object({
  departure: place,
  destination: place,
  flightType: z.string().trim().min(1).max(60),
  /** YYYY-MM-DD, the flight's day in Australia. */
  date: z.iso.date({ error: 'The flight date must be a date (YYYY-MM-DD)' }),
  /** HH:MM, local; optional until staff know it. */
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'The departure time must be HH:MM' })
    .optional(),
});
export type QuoteItinerary = z.infer<typeof quoteItinerarySchema>;

export const quotePartySchema = partySchema;
export type QuoteParty = z.infer<typeof quotePartySchema>;

/**
 * A cancellation band: cancelled at least `minHoursBefore` hours ahead, the visitor gets back what was paid
 * less `feeCents`; `refundable: false` means nothing comes back. Bands are read from the most hours down.
 */
export const cancellationBandSchema = z.object({
  minHoursBefore: z.number().int().min(0).max(24 * 365),
  refundable: z.boolean(),
  feeCents: z.number().int().min(0).max(100_000_000),
});
export type CancellationBand = z.infer<typeof cancellationBandSchema>;

/** The terms a quote carries: the bands and the payment rule in force when its version was written. */
export const quoteTermsSchema = z.object({
  cancellationBands: z.array(cancellationBandSchema).min(1).max(10),
  /** Percent of the total paid when accepting. */
  depositPercent: z.number().int().min(1).max(100),
  /** A flight this many days away or nearer is paid in full when accepting. */
  fullPaymentWithinDays: z.number().int().min(0).max(365),
  /** The balance falls due this many days before the flight. */
  balanceDueDaysBefore: z.number().int().min(0).max(365),
  /** Weather cancellations by the operator: a full refund or a free new date, the visitor's choice. */
  weatherPolicy: z.literal('refund-or-rebook'),
});
export type QuoteTerms = z.infer<typeof quoteTermsSchema>;

/** SPEC's cancellation policy as bands: full refund 72 h ahead, A$100 fee from 48 h, A$150 from 24 h, none later. */
export const DEFAULT_CANCELLATION_BANDS: CancellationBand[] = [
  { minHoursBefore: 72, refundable: true, feeCents: 0 },
  { minHoursBefore: 48, refundable: true, feeCents: 10_000 },
  { minHoursBefore: 24, refundable: true, feeCents: 15_000 },
  { minHoursBefore: 0, refundable: false, feeCents: 0 },
];
