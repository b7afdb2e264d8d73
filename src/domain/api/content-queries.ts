import { z } from 'zod';
import { appContextSchema } from '../catalogue-schemas';
import { hasNoNul, idSchema, noNulMessage, wellFormed } from './common';

/** ?regionId=&appContext= of the region-scoped public lists. */
export const regionScopedQuerySchema = z.object({
  regionId: idSchema.optional(),
  appContext: appContextSchema.optional(),
});
export type RegionScopedQuery = z.infer<typeof regionScopedQuerySchema>;

export const experiencesQuerySchema = regionScopedQuerySchema.extend({
  /** Region code, the older way of asking (docs/product.md §7: default WA). */
  region: z.string().trim().overwrite(wellFormed).max(10).refine(hasNoNul, { error: noNulMessage('region') }).optional(),
});

export const backgroundsQuerySchema = z.object({
  types: z.string().max(1000).optional(),
});

export const routePricingQuerySchema = z.object({
  departureLocationId: idSchema.optional(),
  regionId: idSchema.optional(),
});

export const idParamsSchema = z.object({ id: idSchema });
