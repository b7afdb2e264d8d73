/**
 * A rolling restart through a real reverse proxy loses no request. Three server processes (the built
 * bundle) share one PostgreSQL; Debian's nginx, and Caddy when it is installed, run in front of them from
 * the shipped examples (docs/deploy/nginx.conf, docs/deploy/Caddyfile: only addresses and file paths
 * replaced). A bounded load of reads, price calculations and booking requests (each with its own
 * Idempotency-Key, from many client addresses) runs through the proxy while each instance in turn gets
 * SIGTERM (it drains, leaves, closes and exits 0), is waited for, started again, and waited for until the
 * proxy sends it requests again. No request may fail, every acknowledged booking request must be stored
 * exactly once, and no proxy log line may hold a query string's secret.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { SERVER_START_MS, timeLimit } from '../support/time-limits';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtEntry, createEmptyDatabase, tempDir } from '../support/app-instances';
import { findExecutable, startCaddy, startNginx, type ProxyProcess } from '../support/reverse-proxy';
import { freePort, isRunning, startServerProcess, stopServerProcess, waitReady, type ServerProcess } from '../support/server-process';

const NGINX = findExecutable('nginx');
const CADDY = findExecutable('caddy');
const START_MS = SERVER_START_MS;
/** The drain a test instance gets: longer than Caddy's health interval plus timeout in the example (2 s). */
const DRAIN_MS = 3000;
/** Bounds of the load, whatever happens: this many requests at most, for this long at most. */
const MAX_REQUESTS = 6000;
const MAX_LOAD_MS = timeLimit(240_000);
const WORKERS = 3;
/** Each worker's pause between two requests, so that the load stays moderate on a shared machine. */
const PAUSE_MS = 30;

interface Outcome {
  kind: string;
  status: number;
  /** A network error, or a status the request should not have had. */
  failure?: string;
  key?: string;
}

type Operation = { kind: string; method: 'GET' | 'POST'; path: string; body?: unknown; headers?: Record<string, string>; expect: (status: number) => boolean };

const ok = (status: number) => status === 200;

/** The n-th request of the load: mostly reads, then price calculations and booking requests; now and then a link with a secret. */
function operation(n: number, run: string, secret: string, proxyUrl: string): Operation {
  switch (n % 8) {
    case 0:
    case 4:
      return { kind: 'booking-request', method: 'POST', path: '/api/booking-request', headers: { 'idempotency-key': `${run}-${n}` }, body: { contactName: `Rolling ${n}`, contactEmail: 'rolling@example.com', departure: 'jandakot', destination: 'rottnest-island', passengers: 2 }, expect: (s) => s === 201 || s === 200 };
    case 1:
    case 5:
      return { kind: 'calculate-price', method: 'POST', path: '/api/calculate-price', body: { aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island' }, expect: ok };
    case 2:
      return { kind: 'regions', method: 'GET', path: '/api/regions', expect: ok };
    case 6:
      return { kind: 'experiences', method: 'GET', path: '/api/experiences', expect: ok };
    case 3:
      return { kind: 'home page', method: 'GET', path: '/', expect: ok };
    default:
      // A one-time link as staff open it (a made-up token: answered 4xx); neither it nor the Referer may reach a proxy's log.
      if (n % 40 === 7) return { kind: 'reset link', method: 'GET', path: `/api/auth/reset?token=${secret}`, headers: { referer: `${proxyUrl}/admin/set-password?token=${secret}` }, expect: (s) => s >= 400 && s < 500 };
      return { kind: 'departure locations', method: 'GET', path: '/api/departure-locations', expect: ok };
  }
}

/** One request through the proxy from 127.0.0.<2..251> (many visitors, so the per-address limits never bite). */
function send(proxy: ProxyProcess, op: Operation, n: number): Promise<Outcome> {
  const body = op.body === undefined ? undefined : JSON.stringify(op.body);
  const url = new URL(op.path, proxy.url);
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: op.method,
        localAddress: `127.0.0.${2 + (n % 250)}`,
        headers: { origin: proxy.url, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}), ...op.headers },
        timeout: timeLimit(30_000),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk.length < 400 ? chunk : ''));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const key = op.headers?.['idempotency-key'];
          resolve({ kind: op.kind, status, key, ...(op.expect(status) ? {} : { failure: `${op.method} ${op.path.split('?')[0]} answered ${status}: ${text.slice(0, 300)}` }) });
        });
        response.on('error', (error) => resolve({ kind: op.kind, status: 0, failure: `${op.method} ${op.path.split('?')[0]}: ${error.message}` }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')));
    request.on('error', (error) => resolve({ kind: op.kind, status: 0, failure: `${op.method} ${op.path.split('?')[0]}: ${error.message}` }));
    request.end(body);
  });
}

/** Runs the load until `done()` says so, or its bounds are reached. */
async function runLoad(proxy: ProxyProcess, run: string, secret: string, done: () => boolean): Promise<{ outcomes: Outcome[]; stoppedByBound: boolean }> {
  const outcomes: Outcome[] = [];
  const deadline = Date.now() + MAX_LOAD_MS;
  let next = 0;
  const worker = async () => {
    while (!done() && next < MAX_REQUESTS && Date.now() < deadline) {
      const n = next++;
      outcomes.push(await send(proxy, operation(n, run, secret, proxy.url), n));
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return { outcomes, stoppedByBound: !done() };
}

/** True once the instance has logged a request that is not a health check: the proxy sends it traffic again. */
const servesTraffic = (instance: ServerProcess) => /"url":"\/(?!healthz|readyz)/.test(instance.output());

describe.skipIf(!process.env.TEST_DATABASE_URL)('a rolling restart behind a real reverse proxy (skipped without TEST_DATABASE_URL: three instances need PostgreSQL)', () => {
  let bundle: string;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let dataDir: string;
  const ports: number[] = [];
  const instances: ServerProcess[] = [];
  const proxyDirs: string[] = [];

  const start = (i: number) =>
    startServerProcess({
      bundle: bundle,
      port: ports[i]!,
      env: {
        DATABASE_URL: database.url,
        DATA_DIR: `${dataDir}/instance-${i}`,
        SESSION_SECRET: 'rolling-restart-secret'.padEnd(48, 'x'),
        // The proxies connect from 127.0.0.1: only they may name the visitor's address.
        TRUST_PROXY: '127.0.0.1',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      },
    });

  beforeAll(async () => {
    bundle = await builtEntry('src/server/main.ts');
    database = await createEmptyDatabase('charter_rolling');
    dataDir = tempDir('rolling');
    for (let i = 0; i < 3; i++) ports.push(await freePort());
    // All three at once on the empty database: the startup lock lets them migrate and seed in turn.
    for (let i = 0; i < 3; i++) instances.push(start(i));
    await Promise.all(instances.map((instance) => waitReady(instance, START_MS)));
  }, START_MS + timeLimit(60_000));

  afterAll(async () => {
    await Promise.all(instances.map((instance) => stopServerProcess(instance, 'SIGKILL', timeLimit(5000))));
    await database?.drop();
    for (const dir of [dataDir, ...proxyDirs]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Restarts each instance in turn while the load runs through `proxy`; answers what the load saw. */
  async function rollingRestart(proxy: ProxyProcess) {
    const run = `rr-${proxy.name}-${randomBytes(4).toString('hex')}`;
    const secret = randomBytes(16).toString('hex');
    let restarted = false;
    const load = runLoad(proxy, run, secret, () => restarted);
    const exits: { code: number | null; killed: boolean; output: string }[] = [];
    try {
      for (let i = 0; i < instances.length; i++) {
        const old = instances[i]!;
        const stopped = await stopServerProcess(old, 'SIGTERM', timeLimit(60_000));
        exits.push({ ...stopped, output: old.output() });
        instances[i] = start(i);
        await waitReady(instances[i]!, START_MS);
        // Back in the proxy's rotation (a request other than a health check reached it) before the next one stops.
        const deadline = Date.now() + timeLimit(60_000);
        while (!servesTraffic(instances[i]!) && Date.now() < deadline && isRunning(instances[i]!)) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      restarted = true;
    }
    return { ...(await load), exits, run, secret };
  }

  /** Every acknowledged booking request of `run` is in the database exactly once, and nothing else of it is. */
  async function storedKeys(run: string): Promise<Map<string, number>> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string; n: number }>(
        'select idempotency_key as key, count(*)::int as n from booking_requests where idempotency_key like $1 group by idempotency_key',
        [`${run}-%`],
      );
      return new Map(rows.map((r) => [r.key, r.n]));
    } finally {
      await client.end();
    }
  }

  async function expectNothingLost(proxy: ProxyProcess) {
    const { outcomes, stoppedByBound, exits, run, secret } = await rollingRestart(proxy);
    const failures = outcomes.filter((o) => o.failure).map((o) => o.failure);
    expect(failures, `${failures.length} of ${outcomes.length} requests failed through ${proxy.name}:\n${failures.slice(0, 20).join('\n')}\n${proxy.logs().slice(-3000)}`).toEqual([]);
    expect(stoppedByBound, 'the load reached its bounds before the restarts were done').toBe(false);
    for (const exit of exits) {
      expect(exit, exit.output.slice(-3000)).toMatchObject({ code: 0, killed: false });
      expect(exit.output).toMatch(/"msg":"closed cleanly"/);
    }
    const kinds = new Set(outcomes.map((o) => o.kind));
    expect([...kinds].sort()).toEqual(['booking-request', 'calculate-price', 'departure locations', 'experiences', 'home page', 'regions', 'reset link']);

    const acknowledged = outcomes.filter((o) => o.kind === 'booking-request' && !o.failure).map((o) => o.key!);
    const stored = await storedKeys(run);
    expect(acknowledged.filter((key) => stored.get(key) !== 1)).toEqual([]);
    expect(stored.size).toBe(acknowledged.length);

    const retried = proxy.logs().split('\n').filter((line) => /upstream_status=\d+, /.test(line)).length;
    console.info(`${proxy.name}: ${outcomes.length} requests during 3 restarts, ${acknowledged.length} booking requests stored once each${proxy.name === 'nginx' ? `, ${retried} passed on to another instance` : ''}`);

    const logs = proxy.logs();
    expect(logs).toContain('/api/auth/reset');
    expect(logs).not.toContain(secret);
  }

  it.skipIf(!NGINX)(
    `through nginx (docs/deploy/nginx.conf${NGINX ? '' : '; skipped: no nginx here, .ci/run installs it'}), no request fails and every acknowledged booking request is stored once`,
    async () => {
      const dir = tempDir('nginx');
      proxyDirs.push(dir);
      const proxy = await startNginx(NGINX!, instances.map((i) => `127.0.0.1:${i.port}`), await freePort(), dir);
      try {
        await expectNothingLost(proxy);
      } finally {
        await proxy.stop();
      }
    },
    timeLimit(600_000),
  );

  it.skipIf(!CADDY)(
    `through Caddy (docs/deploy/Caddyfile${CADDY ? '' : '; skipped: no caddy here, .ci/run installs it'}), no request fails and every acknowledged booking request is stored once`,
    async () => {
      const dir = tempDir('caddy');
      proxyDirs.push(dir);
      const proxy = await startCaddy(CADDY!, instances.map((i) => `127.0.0.1:${i.port}`), await freePort(), dir);
      try {
        await expectNothingLost(proxy);
      } finally {
        await proxy.stop();
      }
    },
    timeLimit(600_000),
  );
});
