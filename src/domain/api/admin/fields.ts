import { z } from 'zod';
import { TRANSLATED_LANGUAGES } from '../../languages';
import { hasAtMostDecimals } from '../../money-input';
import { hasSpaceOrControl, isLinkTarget, spaceOrControlMessage } from '../../link-target';
import { hasNoNul, idSchema, noNulMessage, wellFormed } from '../common';
import { TRANSLATION_MAX_LENGTH } from './text-limits';

/**
 * Field builders of the admin content forms. Every schema here serves POST (create) and PUT (update):
 * a field left out (undefined) keeps its stored value on update and takes the column default on create;
 * a blank optional text or null clears it.
 */

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .overwrite(wellFormed)
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(hasNoNul, { error: noNulMessage(label) });

/** A text the required-fields check of its form looks at: kept as typed (trimmed), blank stays ''. */
export const formText = (max: number, label: string) => z.preprocess((v) => (v === null ? '' : v), text(max, label).optional());

/** Optional text: blank or null clears it (null), absent leaves it as it is. */
export const clearableText = (max: number, label: string) =>
  text(max, label)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/**
 * A link or image address: an http(s) URL, or a path on this site (/objects/uploads/…, /assets/…) when
 * `allowRelative` (src/domain/link-target.ts: the one rule). Never javascript: or data: (they would run or
 * smuggle content in the visitor's page), never a space or control character anywhere (browsers drop
 * them, so what was checked would not be what is followed). Blank ('' or only spaces) means none.
 */
export const urlText = (label: string, opts: { allowRelative?: boolean } = {}) =>
  z
    .string({ error: `${label} must be text` })
    .overwrite(wellFormed)
    .max(2000, { error: `${label} must be at most 2000 characters` })
    // Checked before trimming: a tab or newline at either end is as refused as one in the middle.
    .refine((v) => v.trim() === '' || !hasSpaceOrControl(v), { error: spaceOrControlMessage(label), abort: true })
    .trim()
    .refine((v) => v === '' || isLinkTarget(v, opts.allowRelative ?? true), {
      error: opts.allowRelative === false
        ? `${label} must be a web address starting with http:// or https://`
        : `${label} must be a web address (https://…) or a path on this site (/…)`,
    });

/** A required-by-the-form URL: blank stays '' so the form's required-fields check names it. */
export const formUrl = (label: string, opts: { allowRelative?: boolean } = {}) =>
  z.preprocess((v) => (v === null ? '' : v), urlText(label, opts).optional());

/** An optional URL: blank or null clears it. */
export const clearableUrl = (label: string, opts: { allowRelative?: boolean } = {}) =>
  urlText(label, opts)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/** The most characters of widget HTML a price or destination may hold. */
export const WIDGET_HTML_MAX_LENGTH = 100_000;

/** Staff-pasted booking widget HTML; only ever rendered inside a sandboxed iframe. */
export const widgetHtml = (label: string) => clearableText(WIDGET_HTML_MAX_LENGTH, label);

/** A whole number (or numeric text); blank or null leave it as it is (the default on create). */
export const displayOrderField = (min = 0) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
    z
    .number({ error: 'Display order must be a number' })
    .int({ error: 'Display order must be a whole number' })
    .min(min, { error: `Display order must be at least ${min}` })
    .max(1_000_000, { error: 'Display order must be at most 1000000' })
    .optional(),
  );

export const isActiveField = z.boolean({ error: 'Active must be true or false' }).optional();

/** A nullable id: null, '' or 0 mean none ("No default" in a select gives empty). */
export const nullableId = (_label: string) =>
  z.preprocess(
    (v) => (v === '' || v === 0 ? null : v),
    idSchema.nullable().optional(),
  );

/** The most an airfield may charge for one landing or one wait, in A$ (decision 0069). */
export const MAX_AIRFIELD_FEE = 100_000;

/**
 * An airfield's landing or parking fee in A$ (decision 0069): blank or null is none; 0 to MAX_AIRFIELD_FEE,
 * at most two decimals. Stored as numeric(10,2): the numbers staff type, never a rounded float.
 */
export const airfieldFee = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v.trim())) : v),
    z
      .number({ error: `${label} must be an amount in A$, such as 45 or 12.50` })
      .min(0, { error: `${label} cannot be negative` })
      .max(MAX_AIRFIELD_FEE, { error: `${label} must be at most A$${MAX_AIRFIELD_FEE.toLocaleString('en-AU')}` })
      .refine((v) => hasAtMostDecimals(v, 2), { error: `${label} may have at most two decimals (cents)` })
      .nullable()
      .optional(),
  );

export const coordinate = (label: 'Latitude' | 'Longitude') => {
  const limit = label === 'Latitude' ? 90 : 180;
  return z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: `${label} must be a number` })
      .min(-limit, { error: `${label} must be between -${limit} and ${limit}` })
      .max(limit, { error: `${label} must be between -${limit} and ${limit}` })
      .nullable()
      .optional(),
  );
};

/**
 * zh and hi overrides of a row's visitor-facing fields, edited beside the English ones. Only the named
 * fields are accepted; blank entries are dropped.
 */
export const adminTranslations = <const F extends readonly string[]>(fields: F) => {
  const perLanguage = z
    .object(Object.fromEntries(fields.map((f) => [f, text(TRANSLATION_MAX_LENGTH, `Translation of ${f}`).optional()])) as Record<F[number], z.ZodOptional<ReturnType<typeof text>>>)
    .strict()
    .transform((v) => Object.fromEntries(Object.entries(v).filter(([, t]) => typeof t === 'string' && t !== '')) as Partial<Record<F[number], string>>);
  return z
    .object(Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, perLanguage.optional()])) as Record<(typeof TRANSLATED_LANGUAGES)[number], z.ZodOptional<typeof perLanguage>>)
    .strict()
    .optional();
};

/** Whether a form field counts as filled in: present and not blank after trimming. */
const filled = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');

export type FormMode = 'create' | 'update';

/**
 * The form's required-fields rule as one issue at the top (so the answer's message is exactly the
 * docs/product.md §5 wording). On create a missing field counts as blank; on update only a field sent blank does.
 */
export function requireFilled<T extends Record<string, unknown>>(
  mode: FormMode,
  fields: readonly (keyof T & string)[],
  message: (missing: string[]) => string,
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const missing = fields.filter((f) => (mode === 'create' ? !filled(value[f]) : value[f] !== undefined && !filled(value[f])));
    if (missing.length > 0) ctx.addIssue({ code: 'custom', message: message(missing), path: [] });
  };
}

/** ?regionId of the admin writes and reads. */
export const adminRegionQuerySchema = z.object({ regionId: idSchema.optional() });
export type AdminRegionQuery = z.infer<typeof adminRegionQuerySchema>;

/** POST /api/{type}/reorder */
export const reorderSchema = z.object({
  orderedIds: z
    .array(idSchema, { error: 'orderedIds must be a list of ids' })
    .min(1, { error: 'orderedIds must list at least one id' })
    .max(10_000, { error: 'orderedIds lists too many ids' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'orderedIds must not list an id twice' }),
});
export type ReorderInput = z.infer<typeof reorderSchema>;

/** A slug that identifies a location in links and queries (rottnest-island, YCAB). */
export const slugText = (label: string) =>
  formText(100, label).refine((v) => v === undefined || v === '' || /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(v), {
    error: `${label} may contain only letters, digits, dots, dashes and underscores, starting with a letter or digit`,
  });

/** ?regionId=&appContext= of the admin list reads (GET /api/admin/{type}). */
export const adminListQuerySchema = z.object({
  regionId: idSchema.optional(),
  appContext: z.enum(['main', 'twin'], { error: () => 'App context must be main or twin' }).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;
