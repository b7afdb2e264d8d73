import { z } from 'zod';
import { MAX_PRICE_CENTS } from '../../money';

const MAX_DOLLARS = MAX_PRICE_CENTS / 100;

const dollars = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(MAX_DOLLARS, { error: `${label} must be at most ${MAX_DOLLARS}` })
    .refine((v) => Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: `${label} can have at most two decimals` })
    .transform((v) => Math.round(v * 100));

const numberFromText = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v.trim())) ? Number(v.trim()) : v);

/** A price in dollars (number or numeric text) → integer cents; blank or null mean 0 (docs/product.md §5). */
export const priceZeroWhenBlank = (label: string) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? 0 : numberFromText(v)), dollars(label).optional());

/** A price in dollars → integer cents; blank or null mean "not available" (null). */
export const priceNullWhenBlank = (label: string) =>
  z.preprocess((v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : numberFromText(v)), dollars(label).nullable());
