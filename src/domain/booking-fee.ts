/**
 * The booking fee a region charges on top of the flight price: a percentage with a floor.
 * Staff edit it per region in the admin Settings tab; regions without a setting use the default.
 */
export interface BookingFee {
  percent: number;
  minimumCents: number;
}

/** 5 % with a A$25 minimum: documented in docs/decisions/0002-pricing.md. */
export const DEFAULT_BOOKING_FEE: BookingFee = { percent: 5, minimumCents: 2500 };

export function bookingFeeCents(baseCents: number, fee: BookingFee): number {
  if (baseCents <= 0) return 0;
  return Math.max(Math.round((baseCents * fee.percent) / 100), fee.minimumCents);
}
