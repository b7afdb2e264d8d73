import { LIGHT_LOADING } from './constants';

/** An HTTP answer that was not OK, in the words of SPEC §7: 'HTTP {status}: {statusText}'. */
export class HttpError extends Error {
  constructor(readonly status: number, statusText: string) {
    super(`HTTP ${status}: ${statusText}`);
    this.name = 'HttpError';
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** GET JSON with the light widget's headers and a hard timeout; non-OK answers raise HttpError. */
export async function fetchJson(url: string, fetchImpl: FetchLike = fetch, timeoutMs: number = LIGHT_LOADING.timeoutMs): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`The request timed out after ${timeoutMs / 1000} s`)), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json', 'cache-control': 'no-cache' },
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (!response.ok) throw new HttpError(response.status, response.statusText);
    return await response.json();
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason instanceof Error) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
