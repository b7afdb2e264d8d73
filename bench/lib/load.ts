import autocannon from 'autocannon';

export interface LoadTarget {
  /** Label in the table, e.g. "GET /healthz (constant)". */
  label: string;
  method: 'GET' | 'POST';
  /** Path and query, e.g. "/api/destinations?regionId=1". */
  path: string;
  /** Sent as JSON with content-type application/json. */
  json?: unknown;
  /** Extra request headers (e.g. the admin session cookie). */
  headers?: Record<string, string>;
  /** Appends `&<name>=<a counter>` to every request, so no two ask the same (a cache never answers). */
  distinctParam?: string;
}

export interface LoadSettings {
  connections: number;
  pipelining: number;
  /** Warm-up per target (not measured). */
  warmupS: number;
  /** Measured time per target, in total over all rounds. */
  durationS: number;
  /**
   * The targets are measured in this many interleaved slices (durationS / rounds each, the order reversed every
   * other round), so a busy neighbour on a shared machine slows every target alike instead of skewing the ratio.
   * 1 = one contiguous run per target.
   */
  rounds: number;
}

export const DEFAULT_LOAD: LoadSettings = { connections: 50, pipelining: 1, warmupS: 2, durationS: 10, rounds: 5 };

export interface LoadResult {
  label: string;
  method: string;
  path: string;
  /** Mean requests per second over the measured time (warm-up excluded): completed requests / seconds. */
  requestsPerSec: number;
  /** The same, per round (how steady the figure was). */
  roundRequestsPerSec: number[];
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

/** What autocannon returns with `skipAggregateResult` (encoded histograms and counters); see autocannon/lib/run.js. */
interface RawResult {
  totalCompletedRequests: number;
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const aggregateResult = (autocannon as unknown as { aggregateResult(results: RawResult[], opts: object): autocannon.Result })
  .aggregateResult;

function options(baseUrl: string, target: LoadTarget, settings: LoadSettings, durationS: number): autocannon.Options {
  return {
    url: `${baseUrl}${target.path}`,
    method: target.method,
    connections: settings.connections,
    pipelining: settings.pipelining,
    duration: durationS,
    timeout: 10,
    headers: { ...target.headers, ...(target.json === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(target.json === undefined ? {} : { body: JSON.stringify(target.json) }),
    ...(target.distinctParam ? { requests: [{ setupRequest: distinctRequests(target.path, target.distinctParam) }] } : {}),
  };
}

let distinct = 0;
/** autocannon's per-request hook: the same path with a fresh value of `name` each time. */
function distinctRequests(path: string, name: string) {
  const separator = path.includes('?') ? '&' : '?';
  return (request: { path?: string }) => ({ ...request, path: `${path}${separator}${name}=${++distinct}` });
}

async function run(opts: autocannon.Options, signal?: AbortSignal): Promise<RawResult> {
  // The returned tracker is a thenable (it has `then` only) with a `stop()` method.
  const tracker = autocannon({ ...opts, skipAggregateResult: true }) as unknown as PromiseLike<RawResult> & { stop(): void };
  const stop = () => tracker.stop();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    return await tracker;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

/**
 * Warms every target up, then measures them with autocannon (closed loop: each connection waits for its answer)
 * in interleaved rounds. Latency percentiles come from the merged histograms of all rounds.
 */
export async function measureTargets(
  baseUrl: string,
  targets: LoadTarget[],
  settings: LoadSettings = DEFAULT_LOAD,
  signal?: AbortSignal,
  progress: (message: string) => void = () => {},
): Promise<LoadResult[]> {
  if (settings.warmupS > 0) {
    progress(`warming up ${targets.length} routes for ${settings.warmupS} s each`);
    for (const target of targets) {
      await run(options(baseUrl, target, settings, settings.warmupS), signal);
      signal?.throwIfAborted();
    }
  }
  const rounds = Math.max(1, Math.floor(settings.rounds));
  const slice = settings.durationS / rounds;
  progress(`measuring ${targets.length} routes for ${settings.durationS} s each (${rounds} interleaved round${rounds > 1 ? 's' : ''} of ${slice} s)`);
  const raws: RawResult[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    const order = targets.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      raws[i]!.push(await run(options(baseUrl, targets[i]!, settings, slice), signal));
      signal?.throwIfAborted();
    }
  }
  return targets.map((target, i) => summarize(target, raws[i]!, options(baseUrl, target, settings, settings.durationS)));
}

function summarize(target: LoadTarget, raws: RawResult[], opts: autocannon.Options): LoadResult {
  const merged = aggregateResult(raws, opts);
  const completed = raws.reduce((n, r) => n + r.totalCompletedRequests, 0);
  const seconds = raws.reduce((n, r) => n + r.duration, 0);
  const non2xx = raws.reduce((n, r) => n + r.non2xx, 0);
  const errors = raws.reduce((n, r) => n + r.errors, 0);
  return {
    label: target.label,
    method: target.method,
    path: target.path,
    requestsPerSec: round(seconds > 0 ? completed / seconds : 0),
    roundRequestsPerSec: raws.map((r) => round(r.duration > 0 ? r.totalCompletedRequests / r.duration : 0, 0)),
    latencyP50Ms: round(merged.latency.p50),
    latencyP99Ms: round(merged.latency.p99),
    latencyMeanMs: round(merged.latency.mean),
    totalRequests: completed,
    non2xx,
    errors,
    timeouts: raws.reduce((n, r) => n + r.timeouts, 0),
    durationS: round(seconds),
    valid: non2xx === 0 && errors === 0,
  };
}

function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
