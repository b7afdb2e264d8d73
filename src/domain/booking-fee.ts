import { z } from 'zod';

/**
 * The booking fee a region charges on top of the flight price: a percentage with a floor.
 * Staff edit it per region in the admin Settings tab; regions without a setting use the default.
 */
export const bookingFeeSchema = z.object({
  percent: z.number().min(0, 'Booking fee percent cannot be negative').max(100, 'Booking fee percent cannot exceed 100'),
  minimumCents: z.number().int().min(0, 'Minimum booking fee cannot be negative'),
});
export type BookingFee = z.infer<typeof bookingFeeSchema>;

/** 5 % with a A$25 minimum: documented in docs/decisions/0002-pricing.md. */
export const DEFAULT_BOOKING_FEE: BookingFee = { percent: 5, minimumCents: 2500 };

export function bookingFeeCents(baseCents: number, fee: BookingFee): number {
  if (baseCents <= 0) return 0;
  return Math.max(Math.round((baseCents * fee.percent) / 100), fee.minimumCents);
}
