import { LIGHT_LOADING } from './constants';

/** An HTTP answer that was not OK, in the words of docs/product.md §7: 'HTTP {status}: {statusText}'. */
export class HttpError extends Error {
  constructor(readonly status: number, statusText: string) {
    super(`HTTP ${status}: ${statusText}`);
    this.name = 'HttpError';
  }
}

/** The server did not answer within the time allowed. */
export class TimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The request timed out after ${timeoutMs / 1000} s`);
    this.name = 'TimeoutError';
  }
}

/**
 * A body that is not the list asked for (docs/product.md §5: 'Invalid data format received'): asking again will not
 * help.
 */
export class InvalidFormatError extends Error {
  constructor() {
    super('Invalid data format received');
    this.name = 'InvalidFormatError';
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** GET JSON with the light widget's headers and a hard timeout; non-OK answers raise HttpError, non-JSON ones InvalidFormatError. */
export async function fetchJson(url: string, fetchImpl: FetchLike = fetch, timeoutMs: number = LIGHT_LOADING.timeoutMs): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutError(timeoutMs)), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json', 'cache-control': 'no-cache' },
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (!response.ok) throw new HttpError(response.status, response.statusText);
    return await response.json().catch(() => {
      throw new InvalidFormatError();
    });
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason instanceof TimeoutError) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
