import { z } from 'zod';
import { idSchema } from '../common';

/**
 * POST /api/admin/{type}/bulk: one action over many rows of a content list, all or nothing. Another action
 * is one more value here and one more case in the server's bulk service. 'delete' moves each item (and
 * what goes with it) to the Trash, one entry per item; any refused item (a region default) changes nothing.
 */
export const BULK_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_MAX_IDS = 500;

export const bulkRequestSchema = z.object({
  ids: z
    .array(idSchema, { error: 'ids must be a list of ids' })
    .min(1, { error: 'Choose at least one item' })
    .max(BULK_MAX_IDS, { error: `Choose at most ${BULK_MAX_IDS} items at once` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'ids must not list an item twice' }),
  action: z.enum(BULK_ACTIONS, { error: () => `action must be one of ${BULK_ACTIONS.join(', ')}` }),
});
export type BulkRequest = z.infer<typeof bulkRequestSchema>;

/** How many rows the action changed (all of the ids, or none with a 400). */
export const bulkResponseSchema = z.object({
  updated: z.number().int(),
  /** delete: the trash entry of each deleted item, in the order of `ids` (the web's Undo restores them). */
  trashEntries: z.array(z.number().int()).optional(),
});
export type BulkResponse = z.infer<typeof bulkResponseSchema>;
