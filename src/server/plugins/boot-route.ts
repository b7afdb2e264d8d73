import type { AppContext } from '../../domain/app-context';
import type { BootQuote } from '../../domain/boot-quote-key';
import { resolveFlightSelection, type DepartureRow, type DestinationRow, type RoutePricingRow, type SelectionLists } from '../../domain/flight-selection';

/** The address parameters that choose a route (shared estimates, the light widget's popup). */
export const ROUTE_PARAMS = ['departure', 'destination', 'departureId', 'destinationId', 'flightType', 'aircraft'];

type RegionLike = SelectionLists<DepartureRow, DestinationRow>['region'] & { id: number };

/** The public path the web app asks, built as src/web/lib/api-client.ts `query` builds it (same order, same encoding). */
function pathOf(base: string, params: Record<string, string | number>): string {
  return `${base}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()}`;
}

export interface DefaultRoute {
  /** The GET answers, by the path the page asks them by. */
  answers: Record<string, unknown>;
  /** The route the page quotes first (every aircraft of it); the page's language and day are the page address's. */
  quote: Omit<BootQuote, 'language' | 'date' | 'adults' | 'children'> | undefined;
}

/**
 * What the booking page asks for, one after the other, before it shows its first price: the default
 * departure's route pricing (which flight types it offers), then the route call that quotes every aircraft
 * of the default route (which also says which aircraft fly it). The route is chosen by the same rules the
 * page runs (domain/flight-selection), for an address that names no route, so the keys are exactly the
 * page's and its queries start with these answers instead of two round trips. Nothing when the region has
 * no default route.
 */
export async function defaultRoute(
  getJson: (path: string) => Promise<unknown>,
  context: { region: RegionLike; appContext: AppContext },
  departures: readonly DepartureRow[],
  destinations: readonly DestinationRow[],
): Promise<DefaultRoute> {
  const { region, appContext } = context;
  const request = { departure: null, destination: null, flightType: null, aircraft: null };
  const lists: SelectionLists<DepartureRow, DestinationRow> = { region, departures, destinations, routePricing: () => undefined, availableAircraft: () => undefined };
  const departureId = resolveFlightSelection(request, lists).departure?.id;
  if (departureId === undefined) return { answers: {}, quote: undefined };
  const pricingPath = pathOf('/api/route-pricing', { departureLocationId: departureId, regionId: region.id });
  const rows = (await getJson(pricingPath)) as RoutePricingRow[];
  const withPricing = { ...lists, routePricing: (id: number) => (id === departureId ? rows : undefined) };
  const route = resolveFlightSelection(request, withPricing).route;
  if (!route) return { answers: { [pricingPath]: rows }, quote: undefined };
  return { answers: { [pricingPath]: rows }, quote: { ...route, regionId: region.id, appContext } };
}
