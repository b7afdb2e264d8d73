import { QueryClient } from '@tanstack/react-query';

/** docs/product.md §9 stale times. */
export const STALE = {
  regions: 5 * 60_000,
  list: 5 * 60_000,
  experiences: 10 * 60_000,
  training: 10 * 60_000,
  routePricing: 2 * 60_000,
} as const;

/**
 * Customer widget defaults (docs/product.md §9): 3 retries doubling from 1 s, capped at 30 s; no refetch on focus.
 * 4xx answers are not retried: asking again will not change them.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          const status = (error as { status?: number }).status;
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < 3;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
        staleTime: STALE.list,
      },
      mutations: { retry: false },
    },
  });
}
