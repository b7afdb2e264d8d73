/**
 * The per-person figure (decision 0021): the aircraft's price split between the people flying. A charter
 * is priced per aircraft, so the split is only true for a stated head count; without one it assumes every
 * seat filled. Never more people than seats, never fewer than one.
 */
export function seatsFilled(passengers: number | null | undefined, capacity: number): number {
  const seats = Math.max(1, Math.floor(capacity));
  if (passengers === null || passengers === undefined || !Number.isFinite(passengers)) return seats;
  return Math.min(seats, Math.max(1, Math.floor(passengers)));
}

/** Integer cents per person, rounded to the nearest cent. */
export function perPersonCents(totalCents: number, passengers: number | null | undefined, capacity: number): number {
  return Math.round(totalCents / seatsFilled(passengers, capacity));
}
