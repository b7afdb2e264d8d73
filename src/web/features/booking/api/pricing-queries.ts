import { queryOptions } from '@tanstack/react-query';
import type { CalculatePriceResponse } from '../../../../domain/api/pricing';
import type { AppContext } from '../../../../domain/app-context';
import { apiRequest, query } from '../../../lib/api-client';
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
export const availableAircraftQuery = (route: RouteKey) =>
  queryOptions({
    queryKey: ['booking', 'available-aircraft', route.regionId, route.appContext, route.departure, route.destination, route.flightType],
    queryFn: ({ signal }) =>
      apiRequest<string[]>(
        `/api/available-aircraft${query({ departure: route.departure, destination: route.destination, flightType: route.flightType, regionId: route.regionId })}`,
        { signal },
      ),
    staleTime: STALE.routePricing,
    enabled: complete(route),
  });

/** How long one quote request may take before it counts as failed. */
const QUOTE_TIMEOUT_MS = 8_000;

const isClientError = (error: unknown) => {
  const status = (error as { status?: number }).status;
  return status !== undefined && status >= 400 && status < 500;
};

/**
 * A quote fails fast: one retry a second later (not the lists' three doubling ones, which kept "Calculating
 * price" up for 8-16 s), each request cut off after QUOTE_TIMEOUT_MS, and sent offline too so that the card
 * says at once that the connection is down instead of waiting for it.
 */
export const QUOTE_FAILS_FAST = {
  retry: (failureCount: number, error: unknown) => !isClientError(error) && failureCount < 1,
  retryDelay: 1_000,
  networkMode: 'always',
} as const;

/** The query's own signal, cut off after QUOTE_TIMEOUT_MS. */
export const quoteSignal = (signal: AbortSignal) => AbortSignal.any([signal, AbortSignal.timeout(QUOTE_TIMEOUT_MS)]);

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
        signal: quoteSignal(signal),
      }),
    ...QUOTE_FAILS_FAST,
    // The server holds a quoted price for 20 minutes; re-ask well before that.
    staleTime: 5 * 60_000,
    enabled: enabled && complete(route) && Boolean(aircraftType),
  });
