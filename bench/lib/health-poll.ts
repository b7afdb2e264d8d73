/** Latency of GET /healthz polled one request at a time while something else runs (import, bulk-prices). */
export interface HealthStats {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failures: number;
}

/** Polls /healthz every `everyMs` (one request at a time) until the returned stop is called; latency of each answer. */
export function pollHealth(baseUrl: string, everyMs: number): () => Promise<HealthStats> {
  const latencies: number[] = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        if (response.status !== 200) failures++;
      } catch {
        failures++;
      }
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const sorted = latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN) * 10) / 10;
    return { count: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1), failures };
  };
}
