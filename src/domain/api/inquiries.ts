import { tripLegsSchema } from './trip';
import { z } from 'zod';
import { appContextSchema } from '../catalogue-schemas';
import { languageSchema } from '../languages';
import { urlText } from './admin/fields';
import { readMoney } from '../money-input';
import { earliestDateAnywhere } from '../visitor-dates';
import { blankMeansZero, emailSchema, hasNoNul, idSchema, isoDateSchema, noNulMessage, optionalText, partnerSchema, requiredText, wellFormed } from './common';

const shortRef = (label: string) => optionalText(120, label);
// The inquiry tables keep these in varchar(40) / varchar(20): longer text must be refused here, not by the database (a 500).
const aircraftRef = () => optionalText(40, 'Aircraft type');
const flightTypeRef = () => optionalText(20, 'Flight type');
const idList = z
  .array(z.union([z.string().trim().overwrite(wellFormed).max(200).refine(hasNoNul, { error: noNulMessage('An add-on id') }), z.number()]).transform(String))
  .max(50)
  .optional();
/** A figure the widget shows (estimate, flight time, distance): a number or a short text. */
const shownFigure = (label: string) => z.union([z.number(), z.string().overwrite(wellFormed).max(60).refine(hasNoNul, { error: noNulMessage(label) })]);

/** What a visitor may type, shown beside the fields as counters and enforced on both sides. */
export const INQUIRY_LIMITS = { name: 200, email: 254, phone: 40, message: 2000, passengers: 50, weightKg: 5000 } as const;

/** The reference every inquiry gets (booking and WeChat requests share one numbering): CF-000123. */
export const INQUIRY_REFERENCE_PATTERN = /^CF-\d{6,}$/;

/**
 * "Today or later" needs a calendar: the server passes the earliest date that is still today somewhere
 * on Earth, the page the visitor's own today. Everything else about the requests is one schema.
 */
export type EarliestDate = () => string;
const serverEarliest: EarliestDate = () => earliestDateAnywhere();

/** A YYYY-MM-DD that exists and is not in the past (code too_small, so forms can say it in words). */
const visitDate = (label: string, earliest: EarliestDate) =>
  isoDateSchema(label).superRefine((value, ctx) => {
    const day = new Date(`${value}T00:00:00Z`);
    // Not a real date: isoDateSchema says so already; one issue per mistake.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(day.getTime()) || !day.toISOString().startsWith(value)) return;
    const min = earliest();
    if (value < min) {
      ctx.addIssue({ code: 'too_small', origin: 'date', minimum: Date.parse(min), inclusive: true, input: value, message: `${label} cannot be in the past` });
    }
  });
const blankIsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Blank, or digits with the usual separators (+, spaces, dots, dashes, slashes, brackets), at least six digits. */
const PHONE_PATTERN = /^(?:|[+()\s./-]*(?:\d[+()\s./-]*){6,})$/;
const phoneSchema = z
  .string({ error: 'Phone must be text' })
  .trim()
  .max(INQUIRY_LIMITS.phone, { error: `Phone must be at most ${INQUIRY_LIMITS.phone} characters` })
  .regex(PHONE_PATTERN, { error: 'Phone must be a phone number, using digits' })
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined));

/** A head count of the party: a whole number from 0 to the limit; blank is not given. */
const headCount = (label: string, description: string) =>
  z
    .preprocess(
      (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
      z
        .number({ error: `${label} must be a number` })
        .int({ error: `${label} must be a whole number` })
        .min(0, { error: `${label} cannot be negative` })
        .max(INQUIRY_LIMITS.passengers, { error: `${label} must be at most ${INQUIRY_LIMITS.passengers}` })
        .optional(),
    )
    .describe(description);

/** A party weight in kg: more than 0 up to the limit; blank or 0 is not given (stored as null). */
const partyKilograms = (label: string, description: string) =>
  z
    .preprocess(
      (v) => (v === undefined || v === null || v === 0 || (typeof v === 'string' && (v.trim() === '' || Number(v) === 0)) ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
      z
        .number({ error: `${label} must be a number` })
        .positive({ error: `${label} cannot be negative` })
        .max(INQUIRY_LIMITS.weightKg, { error: `${label} must be at most ${INQUIRY_LIMITS.weightKg} kg` })
        .optional(),
    )
    .describe(description);

/** Who flies, as a booking request stores it: the total is always adults + children. */
interface PartyCounts {
  passengers: number;
  adults: number;
  children: number;
}

/**
 * The party's counts from what was sent: `passengers` (SPEC's field, the total) alone means adults only;
 * adults and children alone add up to the total; all three must agree. A string says why they cannot be read.
 */
function partyCounts(value: { passengers?: number; adults?: number; children?: number }): PartyCounts | string {
  const children = value.children ?? 0;
  const adults = value.adults ?? (value.passengers ?? 1) - children;
  const passengers = adults + children;
  if (adults < 0) return `Children (${children}) cannot be more than passengers (${value.passengers ?? 1})`;
  if (value.passengers !== undefined && value.passengers !== passengers) return `Passengers (${value.passengers}) must be adults plus children (${adults} + ${children})`;
  if (passengers < 1) return 'Passengers must be at least 1';
  if (passengers > INQUIRY_LIMITS.passengers) return `Passengers must be at most ${INQUIRY_LIMITS.passengers}`;
  return { passengers, adults, children };
}

const missing = (path: string, message: string) => ({ code: 'invalid_type' as const, expected: 'string' as const, input: undefined, path: [path], message });

export function bookingRequestSchemaFor(earliest: EarliestDate) {
  return z
    .object({
      aircraftType: aircraftRef(),
      flightType: flightTypeRef(),
      departure: shortRef('Departure'),
      destination: shortRef('Destination'),
      passengers: headCount('Passengers', 'How many fly in all (adults and children). Without adults and children, all of them are adults; default 1.'),
      adults: headCount('Adults', 'Passengers aged 12 or over. With children, adults + children must equal passengers when both are sent.'),
      children: headCount('Children', 'Passengers under 12; blank means 0.'),
      passengerWeightKg: partyKilograms('Total passenger weight', "The party's total weight in kg, optional (blank or 0: not given)."),
      baggageKg: partyKilograms('Total baggage weight', "The party's total baggage in kg, optional (blank or 0: not given)."),
      date: z.preprocess(blankIsMissing, visitDate('Date', earliest).optional()),
      contactName: requiredText(INQUIRY_LIMITS.name, 'Name'),
      contactPhone: phoneSchema,
      contactEmail: emailSchema('Email'),
      specialRequests: optionalText(INQUIRY_LIMITS.message, 'Special requests'),
      estimate: shownFigure('Estimate').optional().nullable(),
      /** The experience the visitor is booking (its Book Flight), stored with its title (decision 0054). */
      experienceId: idSchema.optional().nullable(),
      isCustomRoute: z.boolean().optional(),
      /** Asked from the estimate card's "Ask for a firm quote": staff send a firm quote (docs/product.md §10), not only an answer. */
      wantsQuote: z.boolean({ error: 'Firm quote must be true or false' }).optional().describe('The visitor asks for a firm quote for this flight; default false.'),
      addOns: z
        .object({ experiences: idList, pilotTraining: idList, connectingServices: idList })
        .partial()
        .optional(),
      /** A trip of several legs, as POST /api/calculate-trip takes them (decision 0070); the flight fields name its first leg. */
      legs: tripLegsSchema.optional().describe('The legs of a trip of several legs, as POST /api/calculate-trip takes them.'),
      regionId: idSchema.optional().nullable(),
      appContext: appContextSchema.optional(),
      language: languageSchema.optional(),
      partner: partnerSchema,
    })
    .superRefine((value, ctx) => {
      // docs/product.md §5: a custom route is quoted for a day, so its request needs one.
      if (value.isCustomRoute && !value.date) ctx.addIssue(missing('date', 'Date is required for a custom route request'));
    })
    .transform((value, ctx) => {
      const party = partyCounts(value);
      if (typeof party !== 'string') return { ...value, ...party };
      ctx.issues.push({ code: 'custom', path: ['passengers'], input: value.passengers, message: party });
      return z.NEVER;
    });
}
export const bookingRequestSchema = bookingRequestSchemaFor(serverEarliest);
export type BookingRequestInput = z.infer<typeof bookingRequestSchema>;

/** docs/product.md §5: the one message for any missing required field of the WeChat form. */
export const WECHAT_REQUIRED_MESSAGE = { en: 'Please fill all required fields', zh: '请填写所有必填字段' } as const;

export function wechatRequestSchemaFor(earliest: EarliestDate) {
  return z
    .object({
      customerName: optionalText(INQUIRY_LIMITS.name, 'Name'),
      customerEmail: z.string().trim().max(INQUIRY_LIMITS.email, { error: 'Email is too long' }).optional().nullable(),
      departureDate: z.preprocess(blankIsMissing, visitDate('Departure date', earliest).optional()),
      returnDate: z.preprocess(blankIsMissing, visitDate('Return date', earliest).optional()),
      passengersOver12: blankMeansZero('Passengers over 12', { integer: true, max: INQUIRY_LIMITS.passengers }),
      passengersUnder12: blankMeansZero('Passengers under 12', { integer: true, max: INQUIRY_LIMITS.passengers }),
      totalPassengerWeight: blankMeansZero('Total passenger weight', { max: INQUIRY_LIMITS.weightKg }),
      totalBagWeight: blankMeansZero('Total baggage weight', { max: INQUIRY_LIMITS.weightKg }),
      aircraftType: aircraftRef(),
      flightType: flightTypeRef(),
      departure: shortRef('Departure'),
      destination: shortRef('Destination'),
      estimate: shownFigure('Estimate').optional().nullable().transform((v) => (v === null || v === undefined ? undefined : String(v))),
      flightTime: shownFigure('Flight time').optional().nullable().transform((v) => (v === null || v === undefined ? undefined : String(v))),
      distance: shownFigure('Distance').optional().nullable().transform((v) => (v === null || v === undefined ? undefined : String(v))),
      regionId: idSchema.optional().nullable(),
      language: languageSchema.optional(),
      partner: partnerSchema,
    })
    .superRefine((value, ctx) => {
      const required: [string, boolean][] = [
        ['customerName', !value.customerName],
        ['customerEmail', !value.customerEmail],
        ['departureDate', !value.departureDate],
        ['returnDate', value.flightType !== 'scenic' && !value.returnDate],
      ];
      for (const [path, isMissing] of required) {
        if (isMissing) ctx.addIssue(missing(path, WECHAT_REQUIRED_MESSAGE.en));
      }
      if (value.customerEmail && !z.email().safeParse(value.customerEmail).success) {
        ctx.addIssue({ code: 'invalid_format', format: 'email', input: value.customerEmail, path: ['customerEmail'], message: 'Email must be a valid e-mail address, like name@example.com' });
      }
      if (value.departureDate && value.returnDate && value.returnDate < value.departureDate) {
        ctx.addIssue({ code: 'too_small', origin: 'date', minimum: Date.parse(value.departureDate), inclusive: true, input: value.returnDate, path: ['returnDate'], message: 'Return date cannot be before the departure date' });
      }
    });
}
export const wechatRequestSchema = wechatRequestSchemaFor(serverEarliest);
export type WechatRequestInput = z.infer<typeof wechatRequestSchema>;

/** What POST /api/booking-request and /api/send-wechat-payment-link answer (201, or 200 for a replay). */
export const inquiryReceiptSchema = z.object({
  message: z.string(),
  id: z.number(),
  /** CF-000123: what the visitor quotes and staff search for. */
  reference: z.string(),
  /** True when a confirmation e-mail goes to the visitor (the server can send mail). */
  confirmationEmail: z.boolean(),
  /**
   * The visitor's own link to the request (/requests/<token>: its status, and cancelling it). Only the
   * first answer has it: the server keeps the token's hash, so a replayed request cannot answer it again.
   */
  requestUrl: z.string().optional(),
  /** The request's day as a calendar file (.ics), when it has a day; with requestUrl only. */
  calendarUrl: z.string().optional(),
});
export type InquiryReceipt = z.infer<typeof inquiryReceiptSchema>;

export const bookingClickSchema = z.object({
  aircraftType: aircraftRef(),
  flightType: flightTypeRef(),
  departure: shortRef('Departure'),
  destination: shortRef('Destination'),
  // The estimate the visitor saw, in dollars, parsed to integer cents; a text estimate (NOT AVAILABLE) is no price.
  estimatedPrice: z
    .union([z.number(), z.string().max(60), z.null()], { error: 'Estimated price must be a number' })
    .optional()
    .transform((v, ctx) => {
      if (typeof v !== 'number') return undefined;
      const read = readMoney(v, 'Estimated price');
      if (read.ok) return read.cents;
      ctx.issues.push({ code: 'custom', message: read.message, input: v });
      return z.NEVER;
    }),
  // The operator link the visitor followed: held to the same link rule as where staff typed it.
  bookingUrl: urlText('Booking URL').optional().nullable().transform((v) => (v ? v : undefined)),
  regionId: idSchema.optional().nullable(),
  appContext: appContextSchema.optional(),
  partner: partnerSchema,
});
export type BookingClickInput = z.infer<typeof bookingClickSchema>;
