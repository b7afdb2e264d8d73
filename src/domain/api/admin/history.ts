import { z } from 'zod';
import { idQueryParam, idSchema, MAX_ID } from '../common';
import { versionField } from './row-versions';

/*
 * An item's History (docs/decisions/0046-history-and-restore.md): its versions newest first, read from the
 * audit log, and the restore of an earlier one as a new version. Every content type and route prices have
 * one: GET /api/admin/{type}/:id/history and POST /api/admin/{type}/:id/history/restore.
 */

/** How many entries a page holds at most; the panel asks for 10 at a time. */
export const HISTORY_PAGE_MAX = 50;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * Where the next page starts: the `nextBefore` of the page before, as it came (one position per source of
 * entries, dot-separated: the audit log's entry id, and for a route price its bulk changes' and imports').
 */
export const historyCursorSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,12}){0,3}$/, { error: 'before must be the nextBefore of the page before' })
  // Each position is a row id: one past the largest id is refused in the words every id parameter uses.
  .refine((cursor) => cursor.split('.').every((position) => Number(position) <= MAX_ID), { error: 'is too large' });

/** GET …/history: `before` is the page before's `nextBefore` (the next page is older); `regionId` scopes as the item reads do. */
export const historyQuerySchema = z.object({
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: `limit must be between 1 and ${HISTORY_PAGE_MAX}` })
      .max(HISTORY_PAGE_MAX, { error: `limit must be between 1 and ${HISTORY_PAGE_MAX}` })
      .default(10),
  ),
  before: z.preprocess(blankToUndefined, historyCursorSchema.optional()),
  regionId: idQueryParam,
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** One field of a change, in words: its label and its value before and after ('A$250.00' → 'A$275.00'; '—' for nothing). */
export const historyChangeSchema = z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() });
export type HistoryChange = z.infer<typeof historyChangeSchema>;

/** Who made a change: their name when their account has one, and their e-mail; null for the system (seed, import). */
export const historyPersonSchema = z.object({ name: z.string().nullable(), email: z.string().nullable() }).nullable();

export const historyEntrySchema = z.object({
  /** Unique within the item's History ('a12': audit entry 12, 'b3'/'u3': bulk change 3 and its undo, 'i40': an import). */
  key: z.string(),
  /** The audit entry's id; null for an entry read from elsewhere (a bulk change) or the version before the first recorded change. */
  id: z.number().nullable(),
  /** The audit action: create, update, delete, restore (from the Trash), restore_version, reorder, import, bulk, bulk_undo, or 'earlier'. */
  action: z.string(),
  /** What happened, in words: 'Created', 'Changed', 'Restored version 3', 'Moved in the list', 'Bulk change: Raise by 5% …'. */
  summary: z.string(),
  who: historyPersonSchema,
  /** ISO 8601; null when the time is not known. */
  at: z.string().nullable(),
  /** The version this entry left the item at; null when it made none (a delete). */
  version: z.number().nullable(),
  changes: z.array(historyChangeSchema),
  /** Whether this version can be restored: the item exists, this is not its current version, and the entry kept the whole item. */
  restorable: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyPageSchema = z.object({
  /** The item's current version; null when the item is deleted (it may be in the Trash). */
  currentVersion: z.number().nullable(),
  items: z.array(historyEntrySchema),
  /** Pass as `before` for the next, older page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/**
 * POST …/history/restore: `restore` is the version to bring back; `version` (or If-Match) the version the
 * staff member opened, checked like every write (409 with the current item when someone changed it since).
 */
export const historyRestoreSchema = z.object({
  restore: idSchema,
  version: versionField,
});
export type HistoryRestore = z.infer<typeof historyRestoreSchema>;

/** The answer of a restore: the new version and what it says. */
export const historyRestoredSchema = z.object({ message: z.string(), version: z.number() });
export type HistoryRestored = z.infer<typeof historyRestoredSchema>;
