import os from 'node:os';
import type { Bench, BenchContext } from './lib/bench';
import { formatTable } from './lib/bench';
import { measureTargets, type LoadResult, type LoadSettings, type LoadTarget } from './lib/load';
import { measureOnEachDatabase, startServerOn, type Measured, type ScratchSite, type Unmeasured } from './lib/scratch-site';
import { signInBenchAdmin } from './lib/sign-in';

/**
 * An admin list under concurrent load beside a public list of the same server: `GET /api/admin/destinations
 * ?limit=50` with a signed-in session (session check, role check, the page and its count, the response
 * schema) and `GET /api/destinations?regionId=<WA>` (the cached public read), each at 10 and at 50
 * connections, on PGlite and on PostgreSQL. Targets at 10 connections: the admin list does at least 1/5 of
 * the public list's req/s, with p99 <= 200 ms; at 50 connections the ratio is judged too. For information,
 * the admin list with a new search each time (`&q=<n>`): no kept answer can serve it, so it shows what a
 * read that goes to the database costs.
 */
export const TARGET_RATIO = 0.2;
export const TARGET_P99_MS = 200;
const CONNECTION_LEVELS = [10, 50] as const;

/** BENCH_ROUNDS=1 measures each route in one contiguous run instead of interleaved slices. */
const settingsFor = (connections: number): LoadSettings => ({
  connections,
  pipelining: 1,
  warmupS: 2,
  durationS: 8,
  rounds: Number(process.env.BENCH_ROUNDS) || 4,
});

interface Level {
  connections: number;
  publicList: LoadResult;
  adminList: LoadResult;
  /** For information: the admin list with a distinct search each time, so every read goes to the database. */
  adminUncached: LoadResult;
  ratio: number | null;
  /** Judged at every level: admin req/s >= TARGET_RATIO x public req/s. */
  ratioOk: boolean;
  /** Judged at 10 connections only (null elsewhere). */
  p99Ok: boolean | null;
  verdict: 'PASS' | 'FAIL' | 'INVALID';
}

interface SiteReport {
  ok: boolean;
  loadAverage: { before: number[]; after: number[] };
  adminRows: number;
  publicRows: number;
  levels: Level[];
}

type DatabaseReport = Measured<SiteReport> | Unmeasured;

export const adminConcurrencyBench: Bench = {
  name: 'admin-concurrency',
  title: `Admin list vs public list under load (autocannon, ${CONNECTION_LEVELS.join(' and ')} connections; targets at 10: admin >= ${TARGET_RATIO} x public req/s, p99 <= ${TARGET_P99_MS} ms)`,
  budgetMs: 300_000,
  async run(ctx) {
    const reports: DatabaseReport[] = await measureOnEachDatabase(ctx, 'admin-concurrency', (site) => measureSite(ctx, site));
    return {
      ok: reports.every((r) => r.ok),
      data: { targetRatio: TARGET_RATIO, targetP99Ms: TARGET_P99_MS, settings: CONNECTION_LEVELS.map(settingsFor), databases: reports },
    };
  },
};

const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

async function measureSite(ctx: BenchContext, site: ScratchSite): Promise<SiteReport> {
  const server = await startServerOn(site, { name: `admin-concurrency-${site.kind}`, signal: ctx.signal, nodeArgs: nodeArgsFromEnv() });
  const cookie = await signInBenchAdmin(server.baseUrl);
  const wa = await waRegionId(server.baseUrl);
  const publicTarget: LoadTarget = { label: `GET /api/destinations?regionId=${wa}`, method: 'GET', path: `/api/destinations?regionId=${wa}` };
  const adminTarget: LoadTarget = { label: 'GET /api/admin/destinations?limit=50 (session)', method: 'GET', path: '/api/admin/destinations?limit=50', headers: { cookie } };
  const uncachedTarget: LoadTarget = { ...adminTarget, label: '  the same with &q=<n>, n new each time (info)', distinctParam: 'q' };
  const publicRows = await rowsOf(server.baseUrl, publicTarget);
  const adminRows = await rowsOf(server.baseUrl, adminTarget);
  ctx.log(`  public list ${publicRows} rows, admin page ${adminRows} rows`);

  const before = loadAverage();
  const levels: Level[] = [];
  for (const connections of CONNECTION_LEVELS) {
    const [publicList, adminList, adminUncached] = (await measureTargets(server.baseUrl, [publicTarget, adminTarget, uncachedTarget], settingsFor(connections), ctx.signal, (m) =>
      ctx.log(`  ${connections} connections: ${m}…`),
    )) as [LoadResult, LoadResult, LoadResult];
    levels.push(judge(connections, publicList, adminList, adminUncached));
  }
  const after = loadAverage();
  printTable(ctx, site.title, levels, before, after);
  return { ok: levels.every((l) => l.verdict === 'PASS'), loadAverage: { before, after }, adminRows, publicRows, levels };
}

/** BENCH_NODE_ARGS (space-separated) go to the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/charter-prof` to see where the time goes. */
function nodeArgsFromEnv(): string[] {
  return (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

function judge(connections: number, publicList: LoadResult, adminList: LoadResult, adminUncached: LoadResult): Level {
  const ratio = publicList.requestsPerSec > 0 ? Math.round((adminList.requestsPerSec / publicList.requestsPerSec) * 1000) / 1000 : null;
  const ratioOk = ratio !== null && ratio >= TARGET_RATIO;
  const p99Ok = connections === 10 ? adminList.latencyP99Ms <= TARGET_P99_MS : null;
  const valid = publicList.valid && adminList.valid && adminUncached.valid;
  const verdict = !valid ? 'INVALID' : ratioOk && p99Ok !== false ? 'PASS' : 'FAIL';
  return { connections, publicList, adminList, adminUncached, ratio, ratioOk, p99Ok, verdict };
}

function printTable(ctx: BenchContext, title: string, levels: Level[], before: number[], after: number[]) {
  const rows: (string | number)[][] = [['connections', 'route', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'admin/public', 'verdict']];
  for (const level of levels) {
    const uncachedRatio = level.publicList.requestsPerSec > 0 ? (level.adminUncached.requestsPerSec / level.publicList.requestsPerSec).toFixed(3) : '';
    for (const [r, ratio, verdict] of [
      [level.publicList, '', ''],
      [level.adminList, level.ratio === null ? '' : level.ratio.toFixed(3), level.verdict],
      [level.adminUncached, uncachedRatio, 'info'],
    ] as const) {
      rows.push([level.connections, r.label, r.requestsPerSec.toFixed(0), r.latencyP50Ms, r.latencyP99Ms, r.non2xx, r.errors, ratio, verdict]);
    }
  }
  ctx.log(`\n${title} (load average ${before.join(' ')} before, ${after.join(' ')} after)\n${formatTable(rows)}\n`);
}

async function rowsOf(baseUrl: string, target: LoadTarget): Promise<number> {
  const res = await fetch(`${baseUrl}${target.path}`, { headers: target.headers, signal: AbortSignal.timeout(10_000) });
  const body = (await res.json()) as unknown;
  if (res.status !== 200) throw new Error(`${target.label} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  const items = Array.isArray(body) ? body : (body as { items?: unknown[] }).items;
  if (!Array.isArray(items) || items.length === 0) throw new Error(`${target.label} answered no rows: ${JSON.stringify(body).slice(0, 300)}`);
  return items.length;
}

async function waRegionId(baseUrl: string): Promise<number> {
  const regions = (await (await fetch(`${baseUrl}/api/regions`, { signal: AbortSignal.timeout(10_000) })).json()) as { id: number; code: string }[];
  const wa = regions.find((r) => r.code === 'WA');
  if (!wa) throw new Error('GET /api/regions has no WA region');
  return wa.id;
}
