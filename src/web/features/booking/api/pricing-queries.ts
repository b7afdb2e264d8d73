import { queryOptions } from '@tanstack/react-query';
import type { CalculatePriceResponse } from '../../../../domain/api/pricing';
import type { AppContext } from '../../../../domain/app-context';
import { bootQuoteKey } from '../../../../domain/boot-quote-key';
import { apiRequest, query } from '../../../lib/api-client';
import { bootSeed } from '../../../lib/boot-data';
import { embedPartner } from '../../../lib/host-bridge';
import { STALE } from '../../../lib/query-client';

export interface RouteKey {
  regionId: number | undefined;
  appContext: AppContext;
  departure: string | undefined;
  destination: string | undefined;
  flightType: string;
}

const complete = (route: RouteKey) => Boolean(route.regionId !== undefined && route.departure && route.destination && route.flightType);

/** GET /api/available-aircraft?departure&destination&flightType&regionId: the type ids that fly the route. */
export const availableAircraftQuery = (route: RouteKey) => {
  const path = `/api/available-aircraft${query({ departure: route.departure, destination: route.destination, flightType: route.flightType, regionId: route.regionId })}`;
  return queryOptions({
    queryKey: ['booking', 'available-aircraft', route.regionId, route.appContext, route.departure, route.destination, route.flightType],
    queryFn: ({ signal }) => apiRequest<string[]>(path, { signal }),
    // The default route's list comes with the page (src/server/plugins/boot-route.ts).
    ...bootSeed<string[]>(path),
    staleTime: STALE.routePricing,
    enabled: complete(route),
  });
};

/** POST /api/calculate-price (passengers always 4, docs/product.md §7); one cached answer per aircraft and route. */
export const calculatePriceQuery = (route: RouteKey, aircraftType: string, enabled = true) =>
  queryOptions({
    queryKey: ['booking', 'calculate-price', route.regionId, route.appContext, route.departure, route.destination, route.flightType, aircraftType],
    queryFn: ({ signal }) =>
      apiRequest<CalculatePriceResponse>('/api/calculate-price', {
        method: 'POST',
        body: {
          aircraftType,
          flightType: route.flightType,
          departure: route.departure,
          destination: route.destination,
          passengers: 4,
          regionId: route.regionId,
          appContext: route.appContext,
          // Counted per partner for the admin home's funnel (decision 0048); never part of the price.
          partner: embedPartner(),
        },
        signal,
      }),
    // The default route's first quote comes with the page (src/server/plugins/boot-route.ts).
    ...bootSeed<CalculatePriceResponse>(bootQuoteKey({ ...route, aircraftType })),
    // The server holds a quoted price for 20 minutes; re-ask well before that.
    staleTime: 5 * 60_000,
    enabled: enabled && complete(route) && Boolean(aircraftType),
  });
