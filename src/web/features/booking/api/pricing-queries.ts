import { queryOptions } from '@tanstack/react-query';
import type { CalculatePricesResponse } from '../../../../domain/api/pricing';
import type { AppContext } from '../../../../domain/app-context';
import { bootQuoteKey } from '../../../../domain/boot-quote-key';
import { apiRequest } from '../../../lib/api-client';
import { bootSeed } from '../../../lib/boot-data';
import { embedPartner } from '../../../lib/host-bridge';

export interface RouteKey {
  regionId: number | undefined;
  appContext: AppContext;
  departure: string | undefined;
  destination: string | undefined;
  flightType: string;
}

const complete = (route: RouteKey) => Boolean(route.regionId !== undefined && route.departure && route.destination && route.flightType);

/**
 * POST /api/calculate-prices: every aircraft of the route in one answer (passengers always 4, docs/product.md
 * §7). The aircraft cards, which aircraft fly the route and the chosen aircraft's estimate all read this one
 * cached answer, so a route or flight-type change asks the server once.
 */
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

export const routeQuotesQuery = (route: RouteKey) =>
  queryOptions({
    queryKey: ['booking', 'calculate-prices', route.regionId, route.appContext, route.departure, route.destination, route.flightType],
    queryFn: ({ signal }) =>
      apiRequest<CalculatePricesResponse>('/api/calculate-prices', {
        method: 'POST',
        body: {
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
    // The default route's quotes come with the page (src/server/plugins/boot-route.ts).
    ...bootSeed<CalculatePricesResponse>(bootQuoteKey(route)),
    // The server holds a quoted price for 20 minutes; re-ask well before that.
    staleTime: 5 * 60_000,
    enabled: complete(route),
  });
