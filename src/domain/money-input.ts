import { formatAud, MAX_PRICE_CENTS } from './money';

/**
 * Every amount of money a person types (prices, per-hour rates, the booking fee minimum, a price cell of an
 * imported sheet) is judged on the integer cents it would be stored as, never on the decimal it was typed
 * as: `1e-9` is 0 cents, so it is refused where 0 is not allowed, and refused everywhere for having more than
 * two decimals, instead of being stored as 0.00. docs/decisions/0038-money-inputs-and-admin-read-costs.md.
 */
export interface MoneyBounds {
  /** The least allowed amount in cents (0 when absent). */
  minCents?: number;
  /** The most allowed amount in cents (what numeric(10,2) holds when absent). */
  maxCents?: number;
}

export type MoneyReading = { ok: true; cents: number } | { ok: false; message: string };

/** Plain decimal text: digits, at most one point, an optional minus. No exponent, hex, spaces or 'Infinity'. */
const DECIMAL_TEXT = /^(-?)(\d*)(?:\.(\d*))?$/;

/** Cents of decimal text, exactly (no floating point), or why not. Text with more than two decimals that are not all zero is not whole cents. */
function readText(text: string, label: string): { cents: number; exact: boolean; negative: boolean } | string {
  const match = DECIMAL_TEXT.exec(text);
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) return `${label} must be a number in dollars, like 540 or 540.50`;
  const kept = fraction.slice(0, 2).padEnd(2, '0');
  const rest = fraction.slice(2);
  // Round half up on the third decimal, as the number path does, so both paths say the same about a value.
  const roundUp = rest !== '' && Number(rest[0]) >= 5 ? 1 : 0;
  const cents = Number(whole || '0') * 100 + Number(kept) + roundUp;
  return { cents: sign ? -cents : cents, exact: /^0*$/.test(rest), negative: sign === '-' && (cents > 0 || /[1-9]/.test(rest)) };
}

function readNumber(value: number, label: string): { cents: number; exact: boolean; negative: boolean } | string {
  if (!Number.isFinite(value)) return `${label} must be a number`;
  const cents = Math.round(value * 100);
  // The double nearest to a decimal with two places is exactly cents / 100 (division is correctly rounded).
  return { cents, exact: cents / 100 === value, negative: value < 0 };
}

/**
 * Reads an amount in dollars (a JSON number or decimal text) as integer cents within `bounds`, or answers
 * the one plain sentence that says why not. Checked in this order: a number at all, not negative (or at
 * least the minimum), the rounded cents within the bounds, then whole cents (at most two decimals).
 */
export function readMoney(value: unknown, label: string, bounds: MoneyBounds = {}): MoneyReading {
  const minCents = bounds.minCents ?? 0;
  const maxCents = bounds.maxCents ?? MAX_PRICE_CENTS;
  const read = typeof value === 'number' ? readNumber(value, label) : typeof value === 'string' ? readText(value.trim(), label) : `${label} must be a number`;
  if (typeof read === 'string') return { ok: false, message: read };
  if (read.negative && minCents <= 0) return { ok: false, message: `${label} cannot be negative` };
  if (read.cents < minCents) return { ok: false, message: `${label} must be at least ${formatAud(minCents)}` };
  if (read.cents > maxCents) return { ok: false, message: `${label} must be at most ${formatAud(maxCents)}` };
  if (!read.exact) return { ok: false, message: `${label} can have at most two decimals (whole cents)` };
  // '|| 0' turns -0 (from '-0' or -0) into 0.
  return { ok: true, cents: read.cents || 0 };
}

/**
 * Whether a number has at most `places` decimals, exactly (no tolerance): for the percent and the
 * multipliers, which are not money but promise a number of decimals too.
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  if (!Number.isFinite(value)) return false;
  const scale = 10 ** places;
  return Math.round(value * scale) / scale === value;
}
