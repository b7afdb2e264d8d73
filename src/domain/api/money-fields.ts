import { z } from 'zod';
import { readMoney, type MoneyBounds } from '../money-input';

/*
 * The one money field of every API schema (admin forms, the price grid, per-hour rules, settings, what a
 * visitor's page reports): an amount in dollars, as a JSON number or decimal text, parsed to integer cents
 * and judged on those cents (src/domain/money-input.ts). The parsed value is always integer cents.
 */

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** An amount in dollars (number or decimal text) → integer cents within `bounds`, one plain message otherwise. */
export const moneyCents = (label: string, bounds: MoneyBounds = {}) =>
  z.union([z.number(), z.string()], { error: `${label} must be a number` }).transform((value, ctx) => {
    const read = readMoney(value, label, bounds);
    if (read.ok) return read.cents;
    ctx.issues.push({ code: 'custom', message: read.message, input: value });
    return z.NEVER;
  });

/** A price in dollars → integer cents; blank or null mean 0, absent stays absent (the stored value on update). */
export const priceZeroWhenBlank = (label: string, bounds: MoneyBounds = {}) =>
  z.preprocess((v) => (v !== undefined && isBlank(v) ? 0 : v), moneyCents(label, bounds).optional());

/** A price in dollars → integer cents; blank, null or absent mean "not available" (null). */
export const priceNullWhenBlank = (label: string, bounds: MoneyBounds = {}) =>
  z.preprocess((v) => (isBlank(v) ? null : v), moneyCents(label, bounds).nullable());
