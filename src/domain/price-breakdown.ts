import { AIRCRAFT, type AircraftType } from './aircraft';
import { bookingFeeCents, type BookingFee } from './booking-fee';
import { dollarsFromCents } from './money';
import { perPersonCents } from './per-person';

/** How long a quoted price is held (docs/product.md §9). */
export const PRICE_HOLD_MINUTES = 20;

/** The breakdown sent with every estimate (its zod schema is `priceBreakdownSchema` in api/pricing). */
export interface PriceBreakdown {
  basePrice: number;
  bookingFee: number;
  total: number;
  perPerson: number;
  currency: 'AUD';
  distanceKm: number | null;
  flightMinutes: number | null;
  validUntil: string;
  /** Where the price came from: a route row, the destination's pricing, or the per-hour rule. */
  source: 'route' | 'destination' | 'rule';
}

export function buildBreakdown(input: {
  baseCents: number;
  aircraftType: AircraftType;
  fee: BookingFee;
  distanceKm: number | null;
  flightMinutes: number | null;
  source: PriceBreakdown['source'];
  now: Date;
}): { totalCents: number; breakdown: PriceBreakdown } {
  const feeCents = bookingFeeCents(input.baseCents, input.fee);
  const totalCents = input.baseCents + feeCents;
  // The breakdown's per-person figure assumes every seat filled; the page says so and lets the visitor change it.
  const perPerson = perPersonCents(totalCents, null, AIRCRAFT[input.aircraftType].capacity);
  return {
    totalCents,
    breakdown: {
      basePrice: dollarsFromCents(input.baseCents),
      bookingFee: dollarsFromCents(feeCents),
      total: dollarsFromCents(totalCents),
      perPerson: dollarsFromCents(perPerson),
      currency: 'AUD',
      distanceKm: input.distanceKm,
      flightMinutes: input.flightMinutes,
      validUntil: new Date(input.now.getTime() + PRICE_HOLD_MINUTES * 60_000).toISOString(),
      source: input.source,
    },
  };
}
