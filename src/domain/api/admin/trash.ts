import { z } from 'zod';

/**
 * What a delete takes with it, and the Trash that keeps deleted items for 30 days (decision 0025).
 * A delete moves the item and every row removed or unlinked with it into one trash entry; restoring the
 * entry puts them back with their original ids.
 */

/** Days an entry stays in the Trash before the sweep purges it. */
export const TRASH_RETENTION_DAYS = 30;

/** Response header of a DELETE naming the trash entry it created (the web's 'Undo' restores it). */
export const TRASH_ENTRY_HEADER = 'Trash-Entry';

/** One kind of thing that goes with a deleted item: '76 route prices', 'the default departure of Western Australia'. */
export const impactItemSchema = z.object({
  kind: z.string(),
  count: z.number().optional(),
  label: z.string(),
});
export type ImpactItem = z.infer<typeof impactItemSchema>;

/** GET /api/admin/{type}/{id}/delete-impact and /api/admin/route-pricing/{id}/delete-impact */
export const deleteImpactSchema = z.object({
  items: z.array(impactItemSchema),
  /** True when the delete would be refused (409); `message` says why and what to do first. */
  blocked: z.boolean(),
  message: z.string().optional(),
});
export type DeleteImpact = z.infer<typeof deleteImpactSchema>;

/** One entry of GET /api/admin/trash. */
export const trashEntrySchema = z.object({
  id: z.number(),
  /** The API type: destinations, departure-locations, route-pricing, … */
  type: z.string(),
  /** 'Destination', 'Route price', … */
  typeLabel: z.string(),
  entityId: z.number(),
  name: z.string(),
  regionId: z.number().nullable(),
  /** The region's name as it is now; null for an entry of no region, or of a region deleted since. */
  regionName: z.string().nullable(),
  deletedBy: z.string().nullable(),
  /** ISO 8601 */
  deletedAt: z.string(),
  /** ISO 8601: when the sweep purges it. */
  expiresAt: z.string(),
  /** What went with it. */
  summary: z.array(impactItemSchema),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;

const pageNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be between ${min} and ${max}` })
    .max(max, { error: `${name} must be between ${min} and ${max}` });

/** GET /api/admin/trash?q=&type=&limit=&offset= (newest first). */
export const trashListQuerySchema = z.object({
  q: z.string().trim().max(200, { error: 'Search must be at most 200 characters' }).optional(),
  type: z.string().trim().max(40).optional(),
  limit: pageNumber('limit', 1, 200).default(50),
  offset: pageNumber('offset', 0, 1_000_000).default(0),
});
export type TrashListQuery = z.infer<typeof trashListQuerySchema>;

export const trashListSchema = z.object({ items: z.array(trashEntrySchema), total: z.number() });
export type TrashList = z.infer<typeof trashListSchema>;

/** POST /api/admin/trash/{id}/restore: what came back, and in plain words what could not. */
export const restoreResultSchema = z.object({
  message: z.string(),
  type: z.string(),
  entityId: z.number(),
  restored: z.array(impactItemSchema),
  /** Rows that were not put back (their parent is gone, or a row created since holds their place). */
  skipped: z.array(impactItemSchema),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;
