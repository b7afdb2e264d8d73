import { z } from 'zod';
import { idSchema } from '../common';

/*
 * POST /api/import-routes (decisions 0012, 0014, 0030): what an import would do, row by row, and what it
 * did. The preview lists every row's effect, but bounded: counts of each kind plus one page of each list,
 * so the answer for a 20,000-row sheet stays small; the card pages a list by asking again with `effect`
 * and `offset`.
 */

/** The lists of a preview that can be paged. */
export const IMPORT_EFFECTS = ['new', 'changed', 'unchanged', 'locations'] as const;
export type ImportEffect = (typeof IMPORT_EFFECTS)[number];

export const IMPORT_PAGE_DEFAULT = 25;
export const IMPORT_PAGE_MAX = 200;
/** Problems listed in one answer; the message says how many there are in all. */
export const IMPORT_ISSUES_LISTED = 200;

const flag = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} must be true or false` }).optional().transform((v) => v === 'true');

export const routeImportQuerySchema = z.object({
  preview: flag('preview'),
  /** The region of the import card: rows without a Region go there. */
  regionId: idSchema.optional(),
  /** Staff confirmed creating the new departures and destinations the preview listed. */
  createLocations: flag('createLocations'),
  /** The list `offset` applies to; the other lists answer their first page. */
  effect: z.enum(IMPORT_EFFECTS, { error: `effect must be one of ${IMPORT_EFFECTS.join(', ')}` }).optional(),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(IMPORT_PAGE_MAX).default(IMPORT_PAGE_DEFAULT),
});
export type RouteImportQuery = z.infer<typeof routeImportQuerySchema>;

/** A field of a route price the import changes: price (dollars, '540.00'), custom route and active ('yes'/'no'), widget HTML (shortened). */
export const IMPORT_FIELDS = ['price', 'customRoute', 'widgetHtml', 'active'] as const;
export const importFieldChangeSchema = z.object({
  field: z.enum(IMPORT_FIELDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ImportFieldChange = z.infer<typeof importFieldChangeSchema>;

/** One row of the file and what it does to its route price. */
export const importRowEffectSchema = z.object({
  rowNumber: z.number().int(),
  region: z.string(),
  departure: z.string(),
  destination: z.string(),
  aircraftType: z.string(),
  flightType: z.string(),
  effect: z.enum(['new', 'changed', 'unchanged']),
  /** new: every field it sets (before null); changed: the fields that differ; unchanged: none. */
  changes: z.array(importFieldChangeSchema),
});
export type ImportRowEffect = z.infer<typeof importRowEffectSchema>;

/** An existing location a new slug is close to. */
export const nearMatchSchema = z.object({ value: z.string(), name: z.string(), why: z.string() });

/** A departure or destination the import would create (hidden until complete). */
export const importNewLocationSchema = z.object({
  kind: z.enum(['departure', 'destination']),
  value: z.string(),
  name: z.string(),
  region: z.string(),
  /** The first row that names it. */
  rowNumber: z.number().int(),
  /** Existing locations it may be a typo of ("'perth' — did you mean 'perth-airport'?"). */
  nearMatches: z.array(nearMatchSchema),
});
export type ImportNewLocation = z.infer<typeof importNewLocationSchema>;

const listOf = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int().min(0), offset: z.number().int().min(0), items: z.array(item) });
export interface ImportList<T> {
  total: number;
  offset: number;
  items: T[];
}

/** Something read differently from how it was written, said once per kind ('"return" read as Same Day (rows 2, 5)'). */
export const importNoteSchema = z.object({ message: z.string(), rows: z.number().int() });
export type ImportNote = z.infer<typeof importNoteSchema>;

export const importSummarySchema = z.object({
  preview: z.boolean(),
  message: z.string(),
  rows: z.number().int(),
  createdRoutes: z.number().int(),
  updatedRoutes: z.number().int(),
  unchangedRoutes: z.number().int(),
  createdDestinations: z.number().int(),
  createdDepartures: z.number().int(),
  /** Airfields whose fees the Airfield fees sheet changes, and home airfields the Home airfields sheet creates or changes (decisions 0069, 0070). */
  changedAirfieldFees: z.number().int(),
  changedHomeAirfields: z.number().int(),
  /** Each of those changes in staff's words: an airfield's fees before and after, a home airfield's rule and what it was. */
  settingsChanges: z.array(z.string()),
  /** New locations whose slug is close to an existing one. */
  nearMatches: z.number().int(),
  /** Created locations are hidden from the public until they are complete; this says so in words. */
  hiddenNote: z.string().nullable(),
  effects: z.object({ new: listOf(importRowEffectSchema), changed: listOf(importRowEffectSchema), unchanged: listOf(importRowEffectSchema) }),
  newLocations: listOf(importNewLocationSchema),
  notes: z.array(importNoteSchema),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** Why an item is not on the public site (GET /api/admin/not-live). */
export const NOT_LIVE_REASONS = {
  'switched-off': 'Active is off',
  draft: 'a draft (publish it from its panel)',
  'no-coordinates': 'needs coordinates',
  'no-booking-link': 'needs a booking link or widget HTML',
  'no-active-departure': 'needs an active departure',
  'no-priced-destination': 'needs an active destination with a price',
} as const;
export type NotLiveReason = keyof typeof NOT_LIVE_REASONS;
const notLiveReasonSchema = z.enum(Object.keys(NOT_LIVE_REASONS) as [NotLiveReason, ...NotLiveReason[]]);

export const NOT_LIVE_LISTED = 1000;
const notLiveListSchema = z.object({
  total: z.number().int().min(0),
  items: z.array(z.object({ id: z.number().int(), reasons: z.array(notLiveReasonSchema) })),
});
/** GET /api/admin/not-live?regionId: the regions, and the region's departures and destinations, the public does not see, and why. */
export const notLiveAnswerSchema = z.object({
  regions: notLiveListSchema,
  'departure-locations': notLiveListSchema,
  destinations: notLiveListSchema,
});
export type NotLiveAnswer = z.infer<typeof notLiveAnswerSchema>;

/** 'Hidden: needs coordinates, needs a booking link or widget HTML' */
export const notLiveText = (reasons: readonly NotLiveReason[]) => `Not on the site: ${reasons.map((r) => NOT_LIVE_REASONS[r]).join(', ')}`;
