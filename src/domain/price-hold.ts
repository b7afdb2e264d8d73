import { PRICE_HOLD_MINUTES } from './price-breakdown';

const HOLD_MS = PRICE_HOLD_MINUTES * 60_000;

/**
 * When a quoted price stops being held, in the visitor's clock (ms since epoch); null without a usable
 * `validUntil`. The server's `validUntil` is in the server's clock: a visitor's clock running behind would
 * show more than 20 minutes, so the hold never outlasts 20 minutes from when the answer arrived.
 */
export function holdDeadline(validUntil: string | null | undefined, receivedAt: number): number | null {
  const until = validUntil ? Date.parse(validUntil) : Number.NaN;
  if (Number.isNaN(until)) return null;
  return Math.min(until, receivedAt + HOLD_MS);
}

/** Whole seconds left until the deadline (rounded up, so "0:00" means it has passed). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** "19:05": minutes and seconds left, for the countdown. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
