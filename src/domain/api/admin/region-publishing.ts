import { z } from 'zod';
import { deleteBodySchema } from './row-versions';

/*
 * A region's lifecycle (docs/decisions/0044): a draft, seen only by signed-in staff in a preview, until it is
 * published; then live. Publishing needs every check below met; the server computes them.
 */

/** What a region needs before it can go live, in the order staff are asked for it. */
export const REGION_READINESS_CHECKS = ['default-departure', 'default-destination', 'destination-coordinates', 'destination-booking', 'destination-price'] as const;
export type RegionReadinessCheck = (typeof REGION_READINESS_CHECKS)[number];

/** Each check in words, as the checklist shows it and a refused publish names it. */
export const REGION_READINESS_TEXT: Record<RegionReadinessCheck, string> = {
  'default-departure': 'a default departure that is switched on',
  'default-destination': 'a default destination that is switched on',
  'destination-coordinates': 'coordinates (latitude and longitude) for the default destination',
  'destination-booking': 'a booking link or widget HTML for the default destination',
  'destination-price': 'a price for the default destination (a route price from a departure, a destination price, or the per-hour rule with coordinates)',
};

export const REGION_STATUSES = ['draft', 'live'] as const;
export type RegionStatus = (typeof REGION_STATUSES)[number];
export const REGION_STATUS_LABELS: Record<RegionStatus, string> = { draft: 'Draft', live: 'Live' };

/** GET /api/admin/regions/:id/readiness */
export const regionReadinessSchema = z.object({
  regionId: z.number(),
  name: z.string(),
  code: z.string(),
  status: z.enum(REGION_STATUSES),
  version: z.number(),
  /** Every check met: Publish is allowed. */
  ready: z.boolean(),
  /** Whether visitors see it now: live, and still with something to book. */
  onSite: z.boolean(),
  checks: z.array(z.object({ key: z.enum(REGION_READINESS_CHECKS), met: z.boolean(), text: z.string() })),
});
export type RegionReadiness = z.infer<typeof regionReadinessSchema>;

/** POST /api/admin/regions/:id/publish and /unpublish: the version staff saw (optional, as for every write). */
export const regionPublishBodySchema = deleteBodySchema;

/** The words of a refused publish: what the region still needs. */
export const notReadyMessage = (name: string, missing: readonly RegionReadinessCheck[]): string =>
  `${name} cannot go live yet: it still needs ${missing.map((check) => REGION_READINESS_TEXT[check]).join('; ')}`;

/** The words of a region created or switched on without its checks met. */
export const NEW_REGION_IS_DRAFT = 'A new region starts as a draft: fill it in, then publish it from its panel';
