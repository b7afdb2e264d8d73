import type { PriceBreakdown } from './price-breakdown';

/**
 * Where a quoted price comes from, in the order the resolver tries them (docs/architecture.md "Pricing"):
 * the first source that has a price for the aircraft and flight type wins. Shared by the public quote,
 * the admin price grid, Manage Pricing and the Pricing Rules view, so all of them say the same thing.
 */
export type PriceSource = PriceBreakdown['source'];
export const PRICE_SOURCE_ORDER: readonly PriceSource[] = ['route', 'destination', 'rule'];

export const PRICE_SOURCE_LABELS: Record<PriceSource, string> = {
  route: 'Route price',
  destination: 'Destination price',
  rule: 'Per-hour rule',
};

/** The one sentence staff read wherever a price can be set. */
export const PRICE_SOURCE_ORDER_TEXT =
  'A route price wins; without one, the destination price for the aircraft; without that, the per-hour rule. If none applies the route shows NOT AVAILABLE.';
