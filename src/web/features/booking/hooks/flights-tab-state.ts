import type { AppContext } from '../../../../domain/app-context';
import type { PricedRoute } from '../../../../domain/flight-selection';
import type { RouteKey } from '../api/pricing-queries';

/** A query's answer as the selection rules read it: its data once it has some, else undefined (still loading, or failed). */
interface Answer<T> {
  isSuccess: boolean;
  isError: boolean;
  data: T | undefined;
}

export const settledData = <T>(answer: Answer<T>): T | undefined => (answer.isSuccess ? answer.data : undefined);

/** The region's lists: loading until there is a region and both lists are in; an error once either failed. */
export function listStatus(regionId: number | undefined, lists: readonly Answer<unknown>[]): 'loading' | 'error' | 'ready' {
  if (regionId === undefined) return 'loading';
  if (lists.some((list) => list.isError)) return 'error';
  return lists.every((list) => list.isSuccess) ? 'ready' : 'loading';
}

/** The priced route as the pricing queries key it (empty parts while there is none). */
export function routeKeyOf(regionId: number | undefined, appContext: AppContext, route: PricedRoute | undefined, priced: Pick<RouteKey, 'language' | 'date' | 'party'>): RouteKey {
  return { regionId, appContext, departure: route?.departure, destination: route?.destination, flightType: route?.flightType ?? '', ...priced };
}

const sameRoute = (a: PricedRoute, b: PricedRoute | undefined) =>
  b !== undefined && a.departure === b.departure && a.destination === b.destination && a.flightType === b.flightType;

/**
 * The aircraft that fly `route`, as the selection rules read them: known only for the route whose list was
 * asked for (`asked`); undefined while it loads, null when it could not be read.
 */
export function aircraftFor(route: PricedRoute, asked: PricedRoute | undefined, answer: Pick<Answer<readonly string[]>, 'isError' | 'data'>): readonly string[] | null | undefined {
  if (!sameRoute(route, asked)) return undefined;
  return answer.isError ? null : answer.data;
}
