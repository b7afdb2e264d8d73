import { z } from 'zod';
import { appContextSchema } from '../catalogue-schemas';
import { languageSchema } from '../languages';
import { urlText } from './admin/fields';
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

export const bookingRequestSchema = z.object({
  aircraftType: aircraftRef(),
  flightType: flightTypeRef(),
  departure: shortRef('Departure'),
  destination: shortRef('Destination'),
  passengers: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v),
    z.number({ error: 'Passengers must be a number' }).int({ error: 'Passengers must be a whole number' }).min(1, { error: 'Passengers must be at least 1' }).max(50, { error: 'Passengers must be at most 50' }),
  ),
  date: z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDateSchema('Date').optional()),
  contactName: requiredText(200, 'Name'),
  contactPhone: optionalText(40, 'Phone'),
  contactEmail: emailSchema('Email'),
  specialRequests: optionalText(5000, 'Special requests'),
  estimate: shownFigure('Estimate').optional().nullable(),
  isCustomRoute: z.boolean().optional(),
  addOns: z
    .object({ experiences: idList, pilotTraining: idList, connectingServices: idList })
    .partial()
    .optional(),
  regionId: idSchema.optional().nullable(),
  appContext: appContextSchema.optional(),
  language: languageSchema.optional(),
  partner: partnerSchema,
});
export type BookingRequestInput = z.infer<typeof bookingRequestSchema>;

/** SPEC §5: the one message for any missing required field of the WeChat form. */
export const WECHAT_REQUIRED_MESSAGE = { en: 'Please fill all required fields', zh: '请填写所有必填字段' } as const;

export const wechatRequestSchema = z
  .object({
    customerName: optionalText(200, 'Name'),
    customerEmail: z.string().trim().max(254).optional().nullable(),
    departureDate: z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDateSchema('Departure date').optional()),
    returnDate: z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDateSchema('Return date').optional()),
    passengersOver12: blankMeansZero('Passengers over 12', { integer: true, max: 50 }),
    passengersUnder12: blankMeansZero('Passengers under 12', { integer: true, max: 50 }),
    totalPassengerWeight: blankMeansZero('Total passenger weight', { max: 5000 }),
    totalBagWeight: blankMeansZero('Total baggage weight', { max: 5000 }),
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
    const required: [keyof typeof value, boolean][] = [
      ['customerName', !value.customerName],
      ['customerEmail', !value.customerEmail],
      ['departureDate', !value.departureDate],
      ['returnDate', value.flightType !== 'scenic' && !value.returnDate],
    ];
    for (const [path, missing] of required) {
      if (missing) ctx.addIssue({ code: 'custom', path: [path], message: WECHAT_REQUIRED_MESSAGE.en });
    }
    if (value.customerEmail && !z.email().safeParse(value.customerEmail).success) {
      ctx.addIssue({ code: 'custom', path: ['customerEmail'], message: 'Email must be a valid e-mail address, like name@example.com' });
    }
    if (value.departureDate && value.returnDate && value.returnDate < value.departureDate) {
      ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'Return date cannot be before the departure date' });
    }
  });
export type WechatRequestInput = z.infer<typeof wechatRequestSchema>;

export const bookingClickSchema = z.object({
  aircraftType: aircraftRef(),
  flightType: flightTypeRef(),
  departure: shortRef('Departure'),
  destination: shortRef('Destination'),
  estimatedPrice: z
    .union([z.number().min(0).max(99_999_999), z.string().max(60), z.null()])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : undefined)),
  // The operator link the visitor followed: held to the same link rule as where staff typed it.
  bookingUrl: urlText('Booking URL').optional().nullable().transform((v) => (v ? v : undefined)),
  regionId: idSchema.optional().nullable(),
  appContext: appContextSchema.optional(),
  partner: partnerSchema,
});
export type BookingClickInput = z.infer<typeof bookingClickSchema>;
