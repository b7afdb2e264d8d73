import { LIGHT_LOADING } from './constants';
import { fetchJson, InvalidFormatError, type FetchLike } from './fetch-json';

export { InvalidFormatError };

export interface ListLoaderOptions {
  fetch?: FetchLike;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}

/** Delay before retry number `attempt` (0-based): 2 s x 1.5^attempt. */
export const retryDelay = (attempt: number) => LIGHT_LOADING.retryBaseMs * LIGHT_LOADING.retryFactor ** attempt;

/**
 * Loads JSON lists the way docs/product.md §7 describes the light widget: each URL cached in memory for 10 minutes;
 * on an error the stale cached value if there is one, else up to 3 retries at 2 s x 1.5^n; a body that is
 * not an array is 'Invalid data format received' (not retried: asking again gives the same answer).
 */
export function createListLoader(options: ListLoaderOptions = {}) {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const cache = new Map<string, { value: unknown[]; at: number }>();
  // Callers asking for a URL already on its way share that request (the demo page's two widgets, a remount).
  const inFlight = new Map<string, Promise<unknown[]>>();

  async function fetchList(url: string): Promise<unknown[]> {
    const body = await fetchJson(url, fetchImpl, options.timeoutMs);
    if (!Array.isArray(body)) throw new InvalidFormatError();
    cache.set(url, { value: body, at: now() });
    return body;
  }

  async function loadFresh(url: string, cached: { value: unknown[] } | undefined): Promise<unknown[]> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= LIGHT_LOADING.retries; attempt++) {
      try {
        return await fetchList(url);
      } catch (error) {
        if (cached) return cached.value;
        if (error instanceof InvalidFormatError) throw error;
        lastError = error;
        if (attempt < LIGHT_LOADING.retries) await sleep(retryDelay(attempt));
      }
    }
    throw lastError;
  }

  return {
    load(url: string): Promise<unknown[]> {
      const cached = cache.get(url);
      if (cached && now() - cached.at < LIGHT_LOADING.cacheMs) return Promise.resolve(cached.value);
      let pending = inFlight.get(url);
      if (!pending) {
        const request = loadFresh(url, cached).finally(() => {
          if (inFlight.get(url) === request) inFlight.delete(url);
        });
        inFlight.set(url, (pending = request));
      }
      return pending;
    },
    clear() {
      cache.clear();
      inFlight.clear();
    },
  };
}

export type ListLoader = ReturnType<typeof createListLoader>;
