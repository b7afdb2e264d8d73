import { z } from 'zod';
import { idSchema } from '../common';

/**
 * GET /api/admin/route-overrides/:destinationId: the route prices into one destination, per aircraft type
 * and flight type, with the departures they are set from. Manage Pricing says next to each aircraft that
 * these win over the destination price (PRICE_SOURCE_ORDER_TEXT).
 */
export const routeOverrideSchema = z.object({
  aircraftType: z.string(),
  flightType: z.string(),
  departures: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type RouteOverride = z.infer<typeof routeOverrideSchema>;
export const routeOverrideListSchema = z.array(routeOverrideSchema);

export const routeOverridesParamsSchema = z.object({
  destinationId: idSchema,
});

/** 'A route price from Perth Airport overrides this for same-day and one-way' / '… from 3 departures (…)'. */
export function routeOverrideText(overrides: readonly RouteOverride[]): string | undefined {
  if (overrides.length === 0) return undefined;
  const departures = new Map<number, string>();
  for (const o of overrides) for (const d of o.departures) departures.set(d.id, d.name);
  const flightTypes = [...new Set(overrides.map((o) => o.flightType))];
  const types = flightTypes.length === 1 ? flightTypes[0]! : `${flightTypes.slice(0, -1).join(', ')} and ${flightTypes.at(-1)!}`;
  if (departures.size === 1) return `A route price from ${[...departures.values()][0]!} overrides this for ${types}`;
  const names = [...departures.values()];
  const listed = names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
  return `Route prices override this for ${types} from ${departures.size} departures (${listed})`;
}
