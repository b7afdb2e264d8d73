import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Bench, BenchContext } from './lib/bench';
import { formatTable } from './lib/bench';
import { scratchDir, seedSite } from './lib/scratch-site';
import { startServer, type BenchServer } from './lib/server-process';

/**
 * Memory cannot be exhausted without signing in (decisions 0015, 0017). The built server's resident set (VmRSS of its
 * process) before and after (a) 100,000 public GETs with ids that do not exist and (b) 100 simultaneous
 * 10 MB PUTs to upload links with a made-up signature. Targets: growth <= 30 MB and <= 50 MB.
 */
export const TARGET_GET_GROWTH_MB = 30;
export const TARGET_PUT_GROWTH_MB = 50;

const GET_COUNT = 100_000;
const GET_CONNECTIONS = 50;
/**
 * A warm-up round as large as the measured one, with other unknown ids: the collector sizes its heap to the
 * traffic on the first round, and that sizing is not retention.
 */
const WARMUP_GETS = GET_COUNT;
const PUT_COUNT = 100;
const PUT_BYTES = 10 * 1024 * 1024;
/** Quiet time after each phase before the collection is asked for and RSS read. */
const SETTLE_MS = 1_500;
/** The bench-only preload that runs a full collection on SIGUSR2 and prints the figures. */
const GC_PRELOAD = ['--expose-gc', '--require', path.join(import.meta.dirname, 'lib/gc-on-signal.cjs')];
const IDLE_SAMPLES = 6;
const IDLE_SAMPLE_MS = 500;

/** Public reads keyed by an id or a region code; every request of (a) asks with one nobody asked before. */
const UNKNOWN_ID_READS: ((id: number) => string)[] = [
  (id) => `/api/destinations?regionId=${id}`,
  (id) => `/api/route-pricing?departureLocationId=${id}`,
  (id) => `/api/experiences?region=X${id}`,
  (id) => `/api/departure-locations?regionId=${id}`,
  (id) => `/api/hero-images?regionId=${id}`,
  (id) => `/api/pilot-training?regionId=${id}`,
  (id) => `/api/connecting-services?regionId=${id}`,
  (id) => `/api/accreditation-badges?regionId=${id}`,
  (id) => `/api/aircraft-experience-images?regionId=${id}`,
  (id) => `/api/route-pricing?regionId=${id}`,
  (id) => `/api/regions/${id}`,
];

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** VmRSS of a process, in bytes, from /proc (nothing is asked of the server itself). */
function rssOf(pid: number): number {
  const line = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(line[1]) * 1024;
}

interface Settled {
  /** Median VmRSS of the idle samples taken after a full collection. */
  rss: number;
  /** V8 heap in use right after that collection (what the process still holds in JS objects). */
  heapUsed: number;
}

/**
 * The server's memory once quiet: a settle, two full collections (SIGUSR2 to the bench-only preload, which
 * prints its figures), then the median of a few idle RSS samples.
 */
async function settledMemory(server: BenchServer, signal: AbortSignal): Promise<Settled> {
  const pid = server.pid!;
  await sleep(SETTLE_MS);
  const reportsBefore = gcReports(server).length;
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (gcReports(server).length === reportsBefore) {
    if (Date.now() > deadline) throw new Error('the server did not report its memory after SIGUSR2 (is the gc preload loaded?)');
    await sleep(50);
  }
  const heapUsed = gcReports(server).at(-1)!.heapUsed;
  const samples: number[] = [];
  for (let i = 0; i < IDLE_SAMPLES; i++) {
    signal.throwIfAborted();
    samples.push(rssOf(pid));
    await sleep(IDLE_SAMPLE_MS);
  }
  samples.sort((a, b) => a - b);
  return { rss: samples[Math.floor(samples.length / 2)]!, heapUsed };
}

/** The `memory-after-gc {json}` lines the preload printed, oldest first. */
function gcReports(server: BenchServer): { rss: number; heapUsed: number }[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('memory-after-gc '))
    .map((line) => JSON.parse(line.slice('memory-after-gc '.length)) as { rss: number; heapUsed: number });
}

/** The highest RSS seen while `work` runs (sampled every 50 ms). */
async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssOf(pid);
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      /* the process is gone; the work will fail and say so */
    }
  }, 50);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(sampler);
  }
}

interface GetRun {
  requests: number;
  seconds: number;
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
}

/** `count` GETs over 50 connections, each with an id (from `firstId` on) that no request used before. */
async function distinctUnknownGets(baseUrl: string, count: number, firstId: number, signal: AbortSignal): Promise<GetRun> {
  let next = firstId;
  // Without a callback autocannon returns its instance (an emitter with stop()) that is also thenable.
  const tracker = autocannon({
    url: baseUrl,
    connections: GET_CONNECTIONS,
    amount: count,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const id = next++;
          return { ...request, path: UNKNOWN_ID_READS[id % UNKNOWN_ID_READS.length]!(id) };
        },
      },
    ],
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  const statusCounts: Record<string, number> = {};
  tracker.on('response', (_client, statusCode) => void (statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1));
  const stop = () => tracker.stop();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const result = await tracker;
    return { requests: result.requests.total, seconds: result.duration, statusCounts, errors: result.errors, timeouts: result.timeouts };
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/** A link in the real format ({uuid}.{expiry}.{43 base64url}) with a signature the server never made. */
const madeUpToken = () => `${randomUUID()}.${Date.now() + 10 * 60_000}.${randomBytes(32).toString('base64url')}`;

/**
 * One PUT of the whole `body` (written from the shared buffer, never copied) to a made-up link; the
 * status, or the error when the connection failed before an answer came.
 */
function putWholeBody(baseUrl: string, body: Buffer): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.request(`${baseUrl}/objects/upload/${madeUpToken()}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', 'content-length': String(body.length) },
      timeout: 30_000,
    });
    let settled = false;
    const settle = (outcome: number | string) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
      request.destroy();
    };
    request.on('timeout', () => settle('timeout'));
    request.on('error', (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => settle(response.statusCode ?? 0));
    });
    request.end(body);
  });
}

async function simultaneousMadeUpPuts(baseUrl: string): Promise<{ seconds: number; outcomes: Record<string, number> }> {
  const body = randomBytes(PUT_BYTES);
  const started = Date.now();
  const results = await Promise.all(Array.from({ length: PUT_COUNT }, () => putWholeBody(baseUrl, body)));
  const outcomes: Record<string, number> = {};
  for (const r of results) outcomes[String(r)] = (outcomes[String(r)] ?? 0) + 1;
  return { seconds: (Date.now() - started) / 1000, outcomes };
}

export const memoryBench: Bench = {
  name: 'memory',
  title: `Server RSS before and after ${GET_COUNT.toLocaleString('en')} GETs with unknown ids and ${PUT_COUNT} simultaneous 10 MB PUTs with made-up upload links (PGlite)`,
  budgetMs: 300_000,
  async run(ctx: BenchContext) {
    // The first start of an empty DATA_DIR (initdb, migrations, seed) leaves hundreds of MB of garbage that
    // a later GC may return at any time, hiding growth: measure a server restarted on the prepared folder.
    const dataDir = scratchDir(ctx.defer, 'memory');
    let started = Date.now();
    await seedSite({ databaseUrl: undefined, dataDir }, 'memory', ctx.signal);
    ctx.log(`DATA_DIR prepared (migrated and seeded) in ${((Date.now() - started) / 1000).toFixed(1)} s; restarting on it`);
    started = Date.now();
    const server = await startServer({ name: 'memory', dataDir, signal: ctx.signal, nodeArgs: GC_PRELOAD });
    ctx.defer(() => server.stop());
    const pid = server.pid;
    if (pid === undefined) throw new Error('the server process has no pid');
    ctx.log(`server ready at ${server.baseUrl} (pid ${pid}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // Warm-up: the same reads with other unknown ids, so that first-use costs (code, pools) are not counted as growth.
    const warmup = await distinctUnknownGets(server.baseUrl, WARMUP_GETS, 2_000_000_000 - WARMUP_GETS, ctx.signal);
    if (warmup.errors > 0) throw new Error(`the warm-up GETs failed: ${warmup.errors} errors`);
    const start = await settledMemory(server, ctx.signal);
    const rssStart = start.rss;
    ctx.log(`after ${WARMUP_GETS} warm-up GETs: RSS ${mb(rssStart)} MB, heap used ${mb(start.heapUsed)} MB`);

    ctx.log(`(a) ${GET_COUNT.toLocaleString('en')} GETs with distinct unknown ids over ${GET_CONNECTIONS} connections…`);
    const gets = await peakRssDuring(pid, () => distinctUnknownGets(server.baseUrl, GET_COUNT, 1_000_000, ctx.signal));
    const afterGets = await settledMemory(server, ctx.signal);
    const rssAfterGets = afterGets.rss;
    const getsValid = gets.result.requests === GET_COUNT && gets.result.errors === 0 && Object.keys(gets.result.statusCounts).every((s) => s === '200' || s === '404');
    ctx.log(`    ${gets.result.requests} answered in ${gets.result.seconds.toFixed(1)} s: ${JSON.stringify(gets.result.statusCounts)}, ${gets.result.errors} errors`);

    ctx.log(`(b) ${PUT_COUNT} simultaneous 10 MB PUTs to made-up upload links…`);
    const puts = await peakRssDuring(pid, () => simultaneousMadeUpPuts(server.baseUrl));
    const afterPuts = await settledMemory(server, ctx.signal);
    const rssAfterPuts = afterPuts.rss;
    // Refused before its body was read, the connection closes under a client still writing: EPIPE or
    // ECONNRESET on the client's side is the same refusal. Anything else (an accepted upload, a timeout) is not.
    const putsValid =
      (puts.result.outcomes['403'] ?? 0) > 0 &&
      Object.entries(puts.result.outcomes).every(([outcome]) => ['403', 'EPIPE', 'ECONNRESET'].includes(outcome));
    ctx.log(`    answered in ${puts.result.seconds.toFixed(1)} s: ${JSON.stringify(puts.result.outcomes)}`);

    const getGrowth = rssAfterGets - rssStart;
    const putGrowth = rssAfterPuts - rssAfterGets;
    const verdict = (valid: boolean, growth: number, target: number) => (!valid ? 'INVALID' : growth <= target * MB ? 'PASS' : 'FAIL');
    const getVerdict = verdict(getsValid, getGrowth, TARGET_GET_GROWTH_MB);
    const putVerdict = verdict(putsValid, putGrowth, TARGET_PUT_GROWTH_MB);
    ctx.log(
      `\n${formatTable([
        ['phase', 'RSS before MB', 'peak MB', 'after MB', 'growth MB', 'target MB', 'heap used MB', 'verdict'],
        [`(a) ${GET_COUNT} GETs, unknown ids`, mb(rssStart), mb(gets.peak), mb(rssAfterGets), mb(getGrowth), `<= ${TARGET_GET_GROWTH_MB}`, `${mb(start.heapUsed)} -> ${mb(afterGets.heapUsed)}`, getVerdict],
        [`(b) ${PUT_COUNT} x 10 MB PUTs, made-up links`, mb(rssAfterGets), mb(puts.peak), mb(rssAfterPuts), mb(putGrowth), `<= ${TARGET_PUT_GROWTH_MB}`, `${mb(afterGets.heapUsed)} -> ${mb(afterPuts.heapUsed)}`, putVerdict],
      ])}\n`,
    );

    return {
      ok: getVerdict === 'PASS' && putVerdict === 'PASS',
      data: {
        database: 'pglite (restarted on a prepared DATA_DIR)',
        warmupGets: WARMUP_GETS,
        settleMs: SETTLE_MS,
        measuredAfter: 'two full collections (bench-only preload, SIGUSR2), then the median of idle samples',
        idleSampling: { samples: IDLE_SAMPLES, everyMs: IDLE_SAMPLE_MS, statistic: 'median' },
        heapUsedMb: { start: mb(start.heapUsed), afterGets: mb(afterGets.heapUsed), afterPuts: mb(afterPuts.heapUsed) },
        gets: {
          ...gets.result,
          connections: GET_CONNECTIONS,
          reads: UNKNOWN_ID_READS.map((read) => read(0).replace(/0$/, 'N')),
          rssBeforeMb: mb(rssStart),
          rssPeakMb: mb(gets.peak),
          rssAfterMb: mb(rssAfterGets),
          growthMb: mb(getGrowth),
          targetMb: TARGET_GET_GROWTH_MB,
          verdict: getVerdict,
        },
        puts: {
          ...puts.result,
          count: PUT_COUNT,
          bytesEach: PUT_BYTES,
          rssBeforeMb: mb(rssAfterGets),
          rssPeakMb: mb(puts.peak),
          rssAfterMb: mb(rssAfterPuts),
          growthMb: mb(putGrowth),
          targetMb: TARGET_PUT_GROWTH_MB,
          verdict: putVerdict,
        },
      },
    };
  },
};
