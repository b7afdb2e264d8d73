import type { Bench, BenchContext } from './lib/bench';
import { formatTable } from './lib/bench';
import { DEFAULT_LOAD, measureTargets, type LoadResult, type LoadTarget } from './lib/load';
import { measureOnEachDatabase, startServerOn, type Measured, type ScratchSite, type Unmeasured } from './lib/scratch-site';

/**
 * Issue: `POST /api/calculate-price` and `GET /api/destinations?regionId=…` against the constant-JSON route
 * `GET /healthz` of the same server, on PGlite and on PostgreSQL; each must reach 0.5 of the constant route.
 */
export const TARGET_RATIO = 0.5;

interface MeasuredRoute extends LoadResult {
  ratio: number | null;
  verdict: 'PASS' | 'FAIL' | 'INVALID' | 'reference';
}

interface SiteReport {
  ok: boolean;
  regionId: number;
  calculatePriceBody: unknown;
  routes: MeasuredRoute[];
}

type DatabaseReport = Measured<SiteReport> | Unmeasured;

const DEFAULT_QUOTE = {
  aircraftType: '3-passengers',
  flightType: 'same-day',
  departure: 'jandakot',
  destination: 'rottnest-island',
  passengers: 4,
} as const;

/** BENCH_ROUNDS=1 measures each route in one contiguous 10 s run instead of interleaved slices. */
const load = { ...DEFAULT_LOAD, rounds: Number(process.env.BENCH_ROUNDS) || DEFAULT_LOAD.rounds };

export const apiThroughputBench: Bench = {
  name: 'api',
  title: `API throughput: calculate-price and destinations vs GET /healthz (autocannon, ${load.connections} connections, ${load.durationS} s each)`,
  budgetMs: 170_000,
  async run(ctx) {
    const reports: DatabaseReport[] = await measureOnEachDatabase(ctx, 'api', (site) => measureSite(ctx, site));
    return {
      ok: reports.every((r) => r.ok),
      data: { targetRatio: TARGET_RATIO, load, databases: reports },
    };
  },
};

async function measureSite(ctx: BenchContext, site: ScratchSite): Promise<SiteReport> {
  const started = Date.now();
  const server = await startServerOn(site, { name: site.kind, signal: ctx.signal });
  ctx.log(`  server ready at ${server.baseUrl} (pid ${server.pid}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const regionId = await waRegionId(server.baseUrl);
  const destinationsPath = `/api/destinations?regionId=${regionId}`;
  await expectOk(server.baseUrl, { label: 'destinations', method: 'GET', path: destinationsPath });
  const quoteBody = await pricedQuote(server.baseUrl, regionId);
  ctx.log(`  WA regionId=${regionId}; quote body ${JSON.stringify(quoteBody)}`);

  const targets: LoadTarget[] = [
    { label: 'GET /healthz (constant)', method: 'GET', path: '/healthz' },
    { label: `GET ${destinationsPath}`, method: 'GET', path: destinationsPath },
    { label: 'POST /api/calculate-price', method: 'POST', path: '/api/calculate-price', json: quoteBody },
  ];
  const results = await measureTargets(server.baseUrl, targets, load, ctx.signal, (m) => ctx.log(`  ${m}…`));

  const [constant, ...measured] = results as [LoadResult, ...LoadResult[]];
  const routes: MeasuredRoute[] = [
    { ...constant, ratio: 1, verdict: 'reference' },
    ...measured.map((r): MeasuredRoute => {
      const ratio = constant.requestsPerSec > 0 ? Math.round((r.requestsPerSec / constant.requestsPerSec) * 1000) / 1000 : null;
      const verdict = !r.valid || !constant.valid || ratio === null ? 'INVALID' : ratio >= TARGET_RATIO ? 'PASS' : 'FAIL';
      return { ...r, ratio, verdict };
    }),
  ];
  printTable(ctx, site.title, routes);
  const ok = routes.every((r) => r.verdict === 'PASS' || r.verdict === 'reference') && constant.valid;
  return { ok, regionId, calculatePriceBody: quoteBody, routes };
}

function printTable(ctx: BenchContext, title: string, routes: MeasuredRoute[]) {
  const rows: (string | number)[][] = [
    ['route', 'req/s', 'rounds min-max', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'ratio', `target >= ${TARGET_RATIO}`],
    ...routes.map((r) => [
      r.label,
      r.requestsPerSec.toFixed(0),
      `${Math.min(...r.roundRequestsPerSec)}-${Math.max(...r.roundRequestsPerSec)}`,
      r.latencyP50Ms,
      r.latencyP99Ms,
      r.non2xx,
      r.errors,
      r.ratio === null ? '-' : r.ratio.toFixed(2),
      r.verdict === 'reference' ? (r.valid ? '(reference)' : 'INVALID') : r.verdict,
    ]),
  ];
  ctx.log(`\n${title}\n${formatTable(rows)}\n`);
}

async function getJson(baseUrl: string, path: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: keep the text for the message */
  }
  return { status: res.status, body };
}

async function expectOk(baseUrl: string, target: LoadTarget) {
  const { status, body } = await getJson(baseUrl, target.path, { method: target.method });
  if (status < 200 || status > 299) throw new Error(`${target.method} ${target.path} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  if (Array.isArray(body) && body.length === 0) throw new Error(`${target.method} ${target.path} answered an empty list`);
}

function listOf(body: unknown): Record<string, unknown>[] {
  if (Array.isArray(body)) return body as Record<string, unknown>[];
  if (body && typeof body === 'object') {
    for (const key of ['items', 'data', 'rows']) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as Record<string, unknown>[];
    }
  }
  return [];
}

async function waRegionId(baseUrl: string): Promise<number> {
  const { status, body } = await getJson(baseUrl, '/api/regions');
  if (status !== 200) throw new Error(`GET /api/regions answered ${status}`);
  const wa = listOf(body).find((r) => r.code === 'WA');
  if (!wa || typeof wa.id !== 'number') throw new Error(`GET /api/regions has no WA region: ${JSON.stringify(body).slice(0, 300)}`);
  return wa.id;
}

async function tryQuote(baseUrl: string, body: Record<string, unknown>): Promise<{ ok: boolean; answer: string }> {
  const res = await getJson(baseUrl, '/api/calculate-price', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const estimate = (res.body as { estimate?: unknown } | null)?.estimate;
  return { ok: res.status === 200 && typeof estimate === 'number', answer: `${res.status} ${JSON.stringify(res.body).slice(0, 200)}` };
}

/** The seed's Jandakot -> Rottnest same-day quote, or else the first active WA route price that quotes a number. */
async function pricedQuote(baseUrl: string, regionId: number): Promise<Record<string, unknown>> {
  const preferred = { ...DEFAULT_QUOTE, regionId };
  const first = await tryQuote(baseUrl, preferred);
  if (first.ok) return preferred;

  const { status, body } = await getJson(baseUrl, `/api/route-pricing?regionId=${regionId}`);
  if (status !== 200) throw new Error(`the default quote failed (${first.answer}) and GET /api/route-pricing answered ${status}`);
  const candidates = listOf(body)
    .filter((r) => r.isCustomRoute !== true && r.destinationId != null)
    .slice(0, 15);
  for (const row of candidates) {
    const quote = {
      aircraftType: row.aircraftType,
      flightType: row.flightType,
      departure: row.departureLocationId,
      destination: row.destinationId,
      passengers: 4,
      regionId,
    };
    if ((await tryQuote(baseUrl, quote)).ok) return quote;
  }
  throw new Error(`no WA route quotes a numeric estimate (default quote: ${first.answer})`);
}
