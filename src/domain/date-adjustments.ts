import type { Language } from './language-codes';
import { dayOfWeek } from './price-date';

/**
 * Prices that know the date (decision 0063): staff set adjustments per region that raise or lower the
 * flight's price on some days. Pure: the server's price resolver passes the adjustments of its snapshot.
 */

/** A season (a range of days), days of the week, or a named peak date (a day or a few). */
export const ADJUSTMENT_KINDS = ['season', 'weekday', 'peak'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** The kinds as staff read them (ADJUSTMENT_KINDS is the order they apply and are listed in). */
export const ADJUSTMENT_KIND_TITLES: Record<AdjustmentKind, string> = {
  season: 'Season',
  weekday: 'Days of the week',
  peak: 'Peak date',
};

/** A percentage of the base price (in hundredths of a percent: 1250 is 12.5 %) or an amount in cents. */
export type AdjustmentChange = { unit: 'percent'; hundredths: number } | { unit: 'amount'; cents: number };

export interface DateAdjustment {
  id: number;
  regionId: number;
  kind: AdjustmentKind;
  name: string;
  /** The name in the visitor's other languages; English is `name`. */
  names: Partial<Record<Language, string>>;
  /** First and last day it applies, YYYY-MM-DD, inclusive. null: no limit on that side ("from 1 December"). */
  startsOn: string | null;
  endsOn: string | null;
  /** weekday only: 0 Sunday … 6 Saturday. */
  weekdays: number[];
  change: AdjustmentChange;
  /** null: every aircraft, flight type, departure or destination. */
  aircraftType: string | null;
  flightType: string | null;
  departureId: number | null;
  destinationId: number | null;
}

/** What a price is for: the key the resolver priced and the day. */
export interface PricedFlight {
  regionId: number;
  aircraftType: string;
  flightType: string;
  /** Null for a trip leg from a place that is only a destination (decision 0070). */
  departureId: number | null;
  destinationId: number | null;
  date: string;
}

/** The rule staff read in the panel, word for word what `applicableAdjustments` does. */
export const OVERLAP_RULE_TEXT =
  'On any day at most one season, one days-of-the-week and one peak-date adjustment apply, and they add up: ' +
  'each percentage is of the base price (the route, destination or per-hour price), so the order does not change the total. ' +
  'When two of the same kind cover the day, the more specific one wins (the one naming more of aircraft, flight type, ' +
  'departure and destination); if equally specific, the one that starts later (a scheduled change takes over from its date); ' +
  'if they start the same day, the one added last. Adjustments never take the flight below A$0. The booking fee is then ' +
  'charged on the adjusted price.';

const inWindow = (a: DateAdjustment, date: string) => (a.startsOn === null || a.startsOn <= date) && (a.endsOn === null || date <= a.endsOn);

const fits = (value: string | number | null, wanted: string | number | null) => value === null || value === wanted;

/** Whether `adjustment` applies to `flight` on its date. */
export function appliesTo(adjustment: DateAdjustment, flight: PricedFlight): boolean {
  if (adjustment.regionId !== flight.regionId || !inWindow(adjustment, flight.date)) return false;
  if (adjustment.kind === 'weekday' && !adjustment.weekdays.includes(dayOfWeek(flight.date))) return false;
  return (
    fits(adjustment.aircraftType, flight.aircraftType) &&
    fits(adjustment.flightType, flight.flightType) &&
    fits(adjustment.departureId, flight.departureId) &&
    (adjustment.destinationId === null || adjustment.destinationId === flight.destinationId)
  );
}

/** How many of aircraft, flight type, departure and destination an adjustment names. */
export const specificity = (a: DateAdjustment): number =>
  [a.aircraftType, a.flightType, a.departureId, a.destinationId].filter((v) => v !== null).length;

/** Positive when `a` wins over `b` (both of one kind, both applying): OVERLAP_RULE_TEXT. */
function beats(a: DateAdjustment, b: DateAdjustment): boolean {
  if (specificity(a) !== specificity(b)) return specificity(a) > specificity(b);
  const startA = a.startsOn ?? '';
  const startB = b.startsOn ?? '';
  if (startA !== startB) return startA > startB;
  return a.id > b.id;
}

/** The adjustments that apply to `flight`: at most one per kind, in the order of ADJUSTMENT_KINDS. */
export function applicableAdjustments(adjustments: readonly DateAdjustment[], flight: PricedFlight): DateAdjustment[] {
  const winners = new Map<AdjustmentKind, DateAdjustment>();
  for (const adjustment of adjustments) {
    if (!appliesTo(adjustment, flight)) continue;
    const current = winners.get(adjustment.kind);
    if (!current || beats(adjustment, current)) winners.set(adjustment.kind, adjustment);
  }
  return ADJUSTMENT_KINDS.flatMap((kind) => winners.get(kind) ?? []);
}

/** The cents an adjustment adds to (or, negative, takes off) a base price. */
export function adjustmentCents(change: AdjustmentChange, baseCents: number): number {
  return change.unit === 'amount' ? change.cents : Math.round((baseCents * change.hundredths) / 10_000);
}

/** "+12.5%", "-10%": a percentage as staff typed it, for line labels. */
export function percentText(hundredths: number): string {
  const sign = hundredths > 0 ? '+' : hundredths < 0 ? '-' : '';
  return `${sign}${Math.abs(hundredths) / 100}%`;
}
