import { z } from 'zod';
import { BOOKING_STATUSES } from '../../bookings/booking-status';

/*
 * The admin Bookings view (docs/product.md §11.3, decision 0058): GET /api/admin/bookings (the pipeline),
 * GET /api/admin/bookings/{id} (one booking: manifest, payments, refunds, events),
 * POST /api/admin/bookings/{id}/payments (a bank transfer marked received) and
 * POST /api/admin/bookings/{id}/refunds. Amounts are integer cents, always the server's.
 */

export const BOOKING_STATUS_LABELS: Record<(typeof BOOKING_STATUSES)[number], string> = {
  accepted: 'accepted',
  deposit_paid: 'deposit paid',
  paid: 'paid in full',
  flown: 'flown',
  cancelled: 'cancelled',
  refunded: 'refunded',
  weather_cancelled: 'cancelled for weather',
};

/** The payment methods staff read in a booking's payments (as the provider names them); any other is shown as named. */
const PAYMENT_METHOD_LABELS: Record<string, string> = { card: 'card', alipay: 'Alipay', wechat_pay: 'WeChat Pay', bank_transfer: 'bank transfer', stripe_checkout: 'Stripe Checkout (method not known)' };
export const paymentMethodLabel = (method: string): string => PAYMENT_METHOD_LABELS[method] ?? method.replace(/_/g, ' ');

export const bookingListQuerySchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: `Status must be one of ${BOOKING_STATUSES.join(', ')}` }).optional(),
});

const partSchema = z.enum(['deposit', 'balance', 'full']);

/** One booking in the pipeline: who, when, where it stands, what is due and what came in. */
export const bookingSummarySchema = z.object({
  id: z.number(),
  quoteReference: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** YYYY-MM-DD */
  flightDate: z.string(),
  route: z.string(),
  totalCents: z.number(),
  depositCents: z.number(),
  paidCents: z.number(),
  refundedCents: z.number(),
  /** What the visitor pays next and which part, or null when nothing is due. */
  due: z.object({ part: partSchema, amountCents: z.number() }).nullable(),
  balanceDueOn: z.string().nullable(),
  language: z.string(),
  createdAt: z.string(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const bookingListSchema = z.object({
  bookings: z.array(bookingSummarySchema),
  /** How many bookings are in each status (the whole pipeline, whatever the filter). */
  counts: z.record(z.string(), z.number()),
  /** Which provider the pay link uses now: stripe (card checkout) or bank (transfers staff mark received). */
  provider: z.enum(['stripe', 'bank']),
});
export type BookingList = z.infer<typeof bookingListSchema>;

export const bookingPaymentSchema = z.object({
  id: z.number(),
  part: partSchema,
  provider: z.string(),
  amountCents: z.number(),
  status: z.string(),
  method: z.string().nullable(),
  paidAt: z.string().nullable(),
  recordedBy: z.string().nullable(),
  recordedIp: z.string().nullable(),
  /** The provider's id (a Checkout Session) or the transfer's reference. */
  reference: z.string().nullable(),
  createdAt: z.string(),
});

export const bookingRefundSchema = z.object({
  id: z.number(),
  paymentId: z.number(),
  amountCents: z.number(),
  status: z.string(),
  reason: z.string(),
  requestedBy: z.string(),
  requestedIp: z.string().nullable(),
  createdAt: z.string(),
});

export const bookingEventSchema = z.object({
  id: z.number(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actor: z.string(),
  ipAddress: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const bookingDetailSchema = bookingSummarySchema.extend({
  manifest: z.object({
    acceptedBy: z.string(),
    acceptedAt: z.string(),
    version: z.number(),
    passengers: z.array(z.object({ name: z.string(), weightKg: z.number() })),
    baggageKg: z.number(),
    ipAddress: z.string().nullable(),
  }),
  aircraftName: z.string(),
  payments: z.array(bookingPaymentSchema),
  refunds: z.array(bookingRefundSchema),
  events: z.array(bookingEventSchema),
  /** What may still be refunded: paid less refunded. */
  refundableCents: z.number(),
  /**
   * A visitor's cancellation (docs/product.md §11.5): the refund the bands gave and what of it staff have still
   * to confirm; null when the visitor did not cancel.
   */
  cancellation: z.object({ hoursBefore: z.number(), refundCents: z.number(), feeCents: z.number(), waitingCents: z.number() }).nullable(),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

const cents = (what: string) =>
  z
    .number({ error: `${what} must be a number of cents` })
    .int({ error: `${what} must be whole cents` })
    .positive({ error: `${what} must be more than zero` })
    .max(100_000_000, { error: `${what} is too large` });

/** A bank transfer staff saw arrive: which part, how much (at most what is due), and the transfer's reference. */
export const markPaymentReceivedSchema = z
  .object({
    part: partSchema,
    amountCents: cents('The amount'),
    reference: z.string().trim().max(120, { error: 'The reference must be at most 120 characters' }).optional(),
  })
  .strict();
export type MarkPaymentReceived = z.infer<typeof markPaymentReceivedSchema>;

export const REFUND_REASONS = ['cancelled', 'weather', 'goodwill', 'duplicate', 'other'] as const;

/** Money back: how much (at most paid less refunded) and why. */
export const refundRequestSchema = z
  .object({
    amountCents: cents('The refund'),
    reason: z.enum(REFUND_REASONS, { error: `The reason must be one of ${REFUND_REASONS.join(', ')}` }),
  })
  .strict();
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** The idempotency header of the booking POSTs: a retried request with the same key is one payment or refund. */
export const idempotencyKeyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, { error: 'Idempotency-Key must not be empty' })
    .max(120, { error: 'Idempotency-Key must be at most 120 characters' })
    .regex(/^[\x21-\x7e]+$/, { error: 'Idempotency-Key may contain only visible ASCII characters' })
    .optional(),
});
