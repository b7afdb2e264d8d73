import { queryOptions } from '@tanstack/react-query';
import type { CalculatePricesResponse } from '../../../../domain/api/pricing';
import type { AppContext } from '../../../../domain/app-context';
import type { Language } from '../../../../domain/language-codes';
import type { Party } from '../../../../domain/party';
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
  /** The labels of the answer's lines are in it. */
  language: Language;
  /** The flight's day the visitor chose (YYYY-MM-DD); without it, today's price. */
  date: string | undefined;
  /** Who flies: the per-passenger lines are theirs, not every seat's (decision 0069). */
  party: Pick<Party, 'adults' | 'children'>;
}

const complete = (route: RouteKey) => Boolean(route.regionId !== undefined && route.departure && route.destination && route.flightType);

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

const routeOf = (route: RouteKey) => ['booking', 'calculate-prices', route.regionId, route.appContext, route.departure, route.destination, route.flightType] as const;

/** The same route asked for another day or language: `key` extends the route part `previous` starts with. */
export const sameRouteKey = (previous: readonly unknown[] | undefined, route: RouteKey) => routeOf(route).every((part, index) => previous?.[index] === part);

/**
 * POST /api/calculate-prices: every aircraft of the route in one answer, for the visitor's party
 * (docs/product.md §7). The aircraft cards, which aircraft fly the route and the chosen aircraft's estimate
 * all read this one cached answer, so a route or flight-type change asks the server once.
 */
export const routeQuotesQuery = (route: RouteKey) =>
  queryOptions({
    queryKey: [...routeOf(route), route.language, route.date ?? null, route.party.adults, route.party.children],
    queryFn: ({ signal }) =>
      apiRequest<CalculatePricesResponse>('/api/calculate-prices', {
        method: 'POST',
        body: {
          flightType: route.flightType,
          departure: route.departure,
          destination: route.destination,
          regionId: route.regionId,
          appContext: route.appContext,
          language: route.language,
          date: route.date,
          adults: route.party.adults,
          children: route.party.children,
          // Counted per partner for the admin home's funnel (decision 0048); never part of the price.
          partner: embedPartner(),
        },
        signal: quoteSignal(signal),
      }),
    ...QUOTE_FAILS_FAST,
    // Another day, language or party of the same route keeps the aircraft it had while asking (they do not blink away);
    // the estimate card counts that as loading (use-flights-view.ts), never showing one day's price as another's.
    placeholderData: (previous, previousQuery) => (sameRouteKey(previousQuery?.queryKey, route) ? previous : undefined),
    // The default route's quotes come with the page, in its language, for its day and party (src/server/plugins/page-boot-data.ts).
    ...bootSeed<CalculatePricesResponse>(bootQuoteKey({ ...route, ...route.party })),
    // The server holds a quoted price for 20 minutes; re-ask well before that.
    staleTime: 5 * 60_000,
    enabled: complete(route),
  });
