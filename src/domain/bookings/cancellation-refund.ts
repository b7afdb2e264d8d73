import type { CancellationBand } from '../quotes/quote-shapes';

export interface CancellationRefund {
  /** What goes back to the visitor, in cents: never negative, never more than what was paid and not yet refunded. */
  refundCents: number;
  /** The band that applied (the one with the most hours the cancellation still meets); null when none does. */
  band: CancellationBand | null;
}

/**
 * The refund the cancellation bands give for a booking cancelled `hoursBefore` hours ahead of its flight
 * (docs/product.md §11.4): the band with the largest `minHoursBefore` that the notice still meets applies;
 * a refundable band gives back what was paid less its fee, a band that is not refundable gives nothing, and
 * so does a notice no band covers (after the flight). Pure: the cancel page, staff and tests ask the same.
 */
export function cancellationRefund(input: { paidCents: number; refundedCents?: number; hoursBefore: number; bands: readonly CancellationBand[] }): CancellationRefund {
  const refundable = Math.max(0, input.paidCents - (input.refundedCents ?? 0));
  const band = [...input.bands].sort((a, b) => b.minHoursBefore - a.minHoursBefore).find((b) => input.hoursBefore >= b.minHoursBefore) ?? null;
  if (!band || !band.refundable || !Number.isFinite(input.hoursBefore)) return { refundCents: 0, band };
  return { refundCents: Math.min(refundable, Math.max(0, refundable - band.feeCents)), band };
}

/** Whole hours from `now` to the flight's departure (`departsAt`), rounded down: 71 h 59 min is 71 hours ahead. */
export const hoursAhead = (departsAt: Date, now: Date): number => Math.floor((departsAt.getTime() - now.getTime()) / 3_600_000);
