import { z } from 'zod';
import { BOOKING_STATUSES } from '../bookings/booking-status';
import { cancellationBandSchema } from '../quotes/quote-shapes';

/*
 * Cancellations and weather from the quote's link (docs/product.md §11.5, decision 0060):
 * GET /api/quotes/{token}/cancellation (the preview), POST /api/quotes/{token}/cancel,
 * POST /api/quotes/{token}/rebook and POST /api/quotes/{token}/weather-refund. Amounts are the server's cents.
 */

/** What cancelling gives back, as the bands of the quote's terms say, in the quote's language. */
export const cancellationSchema = z.object({
  status: z.enum(BOOKING_STATUSES),
  /** True once the visitor cancelled: the amounts below are then the ones recorded at that moment. */
  cancelled: z.boolean(),
  /** Whether the booking can be cancelled now (false once flown, refunded or cancelled for weather). */
  cancellable: z.boolean(),
  flightDate: z.string(),
  /** The departure counted from (ISO): the flight's time in Perth, else 08:00 there. */
  departsAt: z.string(),
  hoursBefore: z.number().int(),
  band: cancellationBandSchema.nullable(),
  /** The band that applies, in words. */
  bandText: z.string(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  feeCents: z.number().int(),
  /** What the bands give back (never more than paid less refunded). */
  refundCents: z.number().int(),
  /** Of that, what the operator has still to send back (0 once sent, or when none is due). */
  refundWaitingCents: z.number().int(),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

/** POST /api/quotes/{token}/cancel: only the confirmation; any amount sent alongside is ignored (the server computes it). */
export const cancelBodySchema = z.object({ confirm: z.literal(true, { error: 'Confirm the cancellation' }) });

/** POST /api/quotes/{token}/rebook after a weather cancellation: the new day (YYYY-MM-DD, not in the past). */
export const rebookBodySchema = z.object({ date: z.string().max(20) });
export type RebookBody = z.infer<typeof rebookBodySchema>;
