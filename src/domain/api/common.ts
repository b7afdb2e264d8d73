import { z } from 'zod';
import { PARTNER_ID_MAX, PARTNER_ID_PATTERN } from '../partner-id';

/** The largest row id (PostgreSQL's integer). */
export const MAX_ID = 2_147_483_647;

/** A positive integer id from a query string or JSON. */
export const idSchema = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be a positive number' })
  .max(MAX_ID, { error: 'is too large' });

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * An id in a query string whose blank means "none" (a cleared filter, `?regionId=`): anything else is held
 * to idSchema, so every route says the same words ('regionId: is too large') and no id reaches the database
 * out of its range.
 */
export const idQueryParam = z.preprocess(blankToUndefined, idSchema.optional());

/** A required id in a query string: missing or blank answers `missing` (e.g. 'choose a region'), else as idSchema. */
export const requiredIdQueryParam = (missing: string) =>
  z.preprocess(blankToUndefined, z.string({ error: (issue) => (issue.input === undefined ? missing : 'must be a number') }).pipe(idSchema as z.ZodType<number, string>));

/** PostgreSQL cannot store the NUL character in text or jsonb: refused here (a 400), not by the database (a 500). */
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');
export const noNulMessage = (label: string): string => `${label} must not contain the NUL character`;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * Lone UTF-16 surrogates (JSON can carry them as \udXXX escapes) become U+FFFD, as any UTF-8 encoder makes
 * them; PGlite would otherwise send malformed UTF-8 for some of them (a 500 instead of a stored row).
 */
export const wellFormed = (value: string): string => value.replace(LONE_SURROGATE, '\ufffd');

/** Text a visitor types: trimmed, bounded, blank becomes undefined. */
export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .overwrite(wellFormed)
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(hasNoNul, { error: noNulMessage(label) })
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

export const requiredText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .overwrite(wellFormed)
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(hasNoNul, { error: noNulMessage(label) });

export const emailSchema = (label = 'Email') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(254, { error: `${label} is too long` })
    .pipe(z.email({ error: `${label} must be a valid e-mail address, like name@example.com` }));

/** A calendar date as YYYY-MM-DD that exists (2026-02-30 is refused). */
export const isoDateSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date like 2026-12-24` })
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      // Year 0000 parses in JavaScript but PostgreSQL has no year 0 (it would fail on insert with a 500).
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && d.getUTCFullYear() >= 1;
    }, { error: `${label} is not a real calendar date` });

/**
 * A count or weight a visitor may leave blank: blank, null or missing means 0 (docs/product.md §5),
 * numeric strings are accepted, negatives and non-numbers are refused.
 */
export const blankMeansZero = (label: string, opts: { integer?: boolean; max: number }) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? 0 : typeof v === 'string' ? Number(v.trim()) : v),
    (opts.integer ? z.number({ error: `${label} must be a number` }).int({ error: `${label} must be a whole number` }) : z.number({ error: `${label} must be a number` }))
      .min(0, { error: `${label} cannot be negative` })
      .max(opts.max, { error: `${label} must be at most ${opts.max}` }),
  );

/**
 * Partner ids come from embed snippets: short slugs only, so they cannot smuggle markup into reports. Blank
 * means none (undefined). Missing or null is answered by `nullish` before any transform runs: most quotes
 * name no partner, and a transform is a pipe zod would run for them on every call.
 */
export const partnerSchema = z
  .string()
  .trim()
  .max(PARTNER_ID_MAX, { error: 'Partner must be at most 100 characters' })
  .regex(PARTNER_ID_PATTERN, { error: 'Partner may contain only letters, digits, dots, dashes and underscores' })
  .transform((v) => (v ? v : undefined))
  .nullish();

export const errorResponseSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
