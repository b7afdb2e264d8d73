import { z } from 'zod';

/**
 * Conflict-safe edits (docs/decisions/0025-row-versions-and-trash.md). Every row staff edit has a
 * `version` that each write bumps. A PUT, PATCH or DELETE may carry the version it was based on, in the body
 * (`version`) or as `If-Match: "<version>"`; when it is no longer current the server answers 409 with
 * `conflictResponseSchema` and changes nothing. A write without a version is applied as before (the older
 * clients of docs/product.md §7.2 and imports send none).
 */

/** The version a write was based on; null or absent means "no check". 0: "there was no row yet" (settings). */
export const versionField = z
  .number({ error: 'Version must be a whole number' })
  .int({ error: 'Version must be a whole number' })
  .min(0, { error: 'Version cannot be negative' })
  .max(2_147_483_647, { error: 'Version is too large' })
  .nullable()
  .optional()
  .transform((v) => (v === null ? undefined : v));

/** A write body that may carry the version it was based on, beside the fields of `schema`. */
export const versioned = <T extends z.ZodType>(schema: T) => z.intersection(schema, z.object({ version: versionField }));

/** DELETE /api/{type}/:id and friends: an optional body with the version the item was shown at. */
export const deleteBodySchema = z.object({ version: versionField }).nullish();
export type DeleteBody = z.infer<typeof deleteBodySchema>;

/** Who last changed a row and when, as every admin read returns it. */
export const rowStampSchema = z.object({
  version: z.number(),
  /** ISO 8601; null only for a row that does not exist yet (settings of a region never saved: version 0). */
  updatedAt: z.string().nullable(),
  /** The editor's e-mail; null for rows nobody has edited since they were seeded or imported. */
  updatedBy: z.string().nullable(),
});
export type RowStamp = z.infer<typeof rowStampSchema>;

/** The 409 answer: what happened in words, and the row as it is now (as the admin read returns it). */
export const conflictResponseSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  current: z.looseObject(rowStampSchema.shape),
});
export type ConflictResponse = z.infer<typeof conflictResponseSchema>;

/** `If-Match` for a version: `"3"`. */
export const ifMatchHeader = (version: number): string => `"${version}"`;

/**
 * The version an `If-Match` header names: `"3"`, `W/"3"` or a bare `3`. undefined without a header (or `*`,
 * which matches any current row), 'invalid' for anything else.
 */
export function versionFromIfMatch(header: string | undefined): number | undefined | 'invalid' {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '' || value === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,10})"?$/.exec(value);
  if (!match || (value.includes('"') && !/^(?:W\/)?"\d+"$/.test(value))) return 'invalid';
  const version = Number(match[1]);
  return version <= 2_147_483_647 ? version : 'invalid';
}

const conflictTime = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** 'Changed by Jane at 23 Nov 2026, 2:31 pm UTC since you opened it' (the web shows the time in the staff's zone). */
export function conflictMessage(name: string | null, at: Date | null): string {
  const who = name ?? 'someone else';
  return at ? `Changed by ${who} at ${conflictTime.format(at)} since you opened it` : `Changed by ${who} since you opened it`;
}
