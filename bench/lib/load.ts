import autocannon from 'autocannon';

export interface LoadTarget {
  /** Label in the table, e.g. "GET /healthz (constant)". */
  label: string;
  method: 'GET' | 'POST';
  /** Path and query, e.g. "/api/destinations?regionId=1". */
  path: string;
  /** Sent as JSON with content-type application/json. */
  json?: unknown;
}

export interface LoadSettings {
  connections: number;
  durationS: number;
  warmupS: number;
  pipelining: number;
}

export const DEFAULT_LOAD: LoadSettings = { connections: 50, durationS: 10, warmupS: 2, pipelining: 1 };

export interface LoadResult {
  label: string;
  method: string;
  path: string;
  /** Mean requests per second over the measured window (warm-up excluded). */
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  totalRequests: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  durationS: number;
  /** No non-2xx answer and no error: the figure means what it says. */
  valid: boolean;
}

async function run(baseUrl: string, target: LoadTarget, settings: LoadSettings, durationS: number, signal?: AbortSignal) {
  // The returned tracker is a thenable (it has `then` only) with a `stop()` method.
  const tracker = autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method,
    connections: settings.connections,
    pipelining: settings.pipelining,
    duration: durationS,
    timeout: 10,
    ...(target.json === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(target.json) }),
  }) as unknown as PromiseLike<autocannon.Result> & { stop(): void };
  const stop = () => tracker.stop();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    return await tracker;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

/** Warms the route up, then measures it with autocannon (closed loop: each connection waits for its answer). */
export async function measure(
  baseUrl: string,
  target: LoadTarget,
  settings: LoadSettings = DEFAULT_LOAD,
  signal?: AbortSignal,
): Promise<LoadResult> {
  if (settings.warmupS > 0) await run(baseUrl, target, settings, settings.warmupS, signal);
  signal?.throwIfAborted();
  const r = await run(baseUrl, target, settings, settings.durationS, signal);
  signal?.throwIfAborted();
  return {
    label: target.label,
    method: target.method,
    path: target.path,
    requestsPerSec: round(r.requests.mean),
    latencyP50Ms: round(r.latency.p50),
    latencyP99Ms: round(r.latency.p99),
    latencyMeanMs: round(r.latency.mean),
    totalRequests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    durationS: r.duration,
    valid: r.non2xx === 0 && r.errors === 0,
  };
}

function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
