/**
 * /metrics (decision 0033): Prometheus text that parses, figures that move with real calls (quotes,
 * inquiries, content cache, imports, requests by route pattern), and who may read it: this machine over
 * loopback with no proxy in between, or anyone with METRICS_TOKEN as a bearer token; others get 401 in plain
 * words. The non-loopback case is a real connection to this machine's own network address.
 */
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { METRICS_LOOPBACK_ONLY_MESSAGE, METRICS_TOKEN_MESSAGE } from '../../src/server/plugins/metrics-access';
import { createAdmin, signIn } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { csvOf } from '../support/spreadsheets';
import { startTestServer, type TestServer } from '../support/server';

const TOKEN = 'metrics token for the test 7f3a';
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Prometheus text format 0.0.4: `# HELP`/`# TYPE` lines and `name{labels} value` samples (a value as Go's
 * ParseFloat reads it: prom-client writes NaN as `Nan`); throws on anything else.
 */
function parseMetrics(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* /.test(line)) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/i.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    samples.set(`${match[1]}${match[2] ?? ''}`, Number(match[3]));
  }
  return samples;
}

/** The first non-loopback IPv4 address of this machine, if it has one. */
const ownAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe.each(testDatabaseKinds())('/metrics (%s)', (kind) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer({ kind, env: { METRICS_TOKEN: TOKEN } });
    await createAdmin(server.database.db, 'metrics.admin@example.com', 'metrics admin password 1');
    cookie = await signIn(server, 'metrics.admin@example.com', 'metrics admin password 1');
  });
  afterAll(() => server?.close());

  const scrape = async () => {
    const response = await server.fetch('/metrics');
    expect(response.status).toBe(200);
    return parseMetrics(await response.text());
  };
  const value = (samples: Map<string, number>, key: string) => samples.get(key) ?? 0;

  it('answers Prometheus text over loopback, with the process figures', async () => {
    const response = await server.fetch('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const samples = parseMetrics(await response.text());
    expect(samples.get('process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(samples.get('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(samples.get('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // PGlite needs no LISTEN connection; PostgreSQL's is up.
    const state = kind === 'postgres' ? 'listening' : 'not-needed';
    expect(samples.get(`charter_content_listener_state{state="${state}"}`)).toBe(1);
    expect(samples.get('charter_content_listener_state{state="reconnecting"}')).toBe(0);
  });

  it('counts quotes, inquiries stored (not replays), content cache hits and misses, and requests by route pattern', async () => {
    const before = await scrape();
    const quote = { aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island', passengers: 2, regionId: 1 };
    expect((await server.post('/api/calculate-price', quote)).status).toBe(200);
    expect((await server.post('/api/calculate-price', quote)).status).toBe(200);
    const booking = { contactName: 'Metric Mia', contactEmail: 'mia@example.com', departure: 'jandakot', destination: 'rottnest-island', aircraftType: '3-passengers', flightType: 'same-day', passengers: 2, date: daysFromNow(30) };
    expect((await server.post('/api/booking-request', booking, { 'idempotency-key': 'metrics-1' })).status).toBe(201);
    expect((await server.post('/api/booking-request', booking, { 'idempotency-key': 'metrics-1' })).status).toBe(200);
    const wechat = {
      customerName: '王小明',
      customerEmail: 'xm@example.com',
      departureDate: daysFromNow(20),
      returnDate: daysFromNow(21),
      passengersOver12: 2,
      passengersUnder12: 0,
      totalPassengerWeight: 150,
      totalBagWeight: 20,
      aircraftType: '3-passengers',
      flightType: 'same-day',
      departure: 'jandakot',
      destination: 'rottnest-island',
    };
    expect((await server.post('/api/send-wechat-payment-link', wechat)).status).toBe(201);
    // A list nobody read yet: one miss, then a hit.
    expect((await server.fetch('/api/accreditation-badges?regionId=2')).status).toBe(200);
    expect((await server.fetch('/api/accreditation-badges?regionId=2')).status).toBe(200);
    expect((await server.fetch('/api/regions/424242')).status).toBe(404);
    expect((await server.fetch('/no/such/page.png')).status).toBe(404);
    const after = await scrape();

    const moved = (key: string) => value(after, key) - value(before, key);
    expect(moved('charter_quotes_total{result="priced"}')).toBe(2);
    expect(moved('charter_inquiries_stored_total{kind="booking"}')).toBe(1);
    expect(moved('charter_inquiries_stored_total{kind="wechat"}')).toBe(1);
    expect(moved('charter_content_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(moved('charter_content_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(moved('charter_http_request_duration_seconds_count{route="/api/calculate-price",method="POST",status_class="2xx"}')).toBe(2);
    // The route's pattern, never the URL a visitor typed: made-up ids and paths add no series.
    expect(moved('charter_http_request_duration_seconds_count{route="/api/regions/:id",method="GET",status_class="4xx"}')).toBe(1);
    expect(moved('charter_http_request_duration_seconds_count{route="(unmatched)",method="GET",status_class="4xx"}')).toBe(1);
    expect([...after.keys()].some((k) => k.includes('424242') || k.includes('page.png'))).toBe(false);
  });

  it('times route imports by outcome', async () => {
    const upload = (bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'routes.csv');
      return server.fetch('/api/import-routes?preview=true', { method: 'POST', headers: { cookie, origin: server.url }, body: form });
    };
    const before = await scrape();
    expect((await upload(csvOf([['WA', 'jandakot', '', 'rottnest-island', '', '3-passengers', 'same-day', '777', 'no', '']]))).status).toBe(200);
    expect((await upload(csvOf([['WA', 'jandakot', '', 'rottnest-island', '', 'no-such-aircraft', 'same-day', '777', 'no', '']]))).status).toBe(400);
    const after = await scrape();
    const moved = (key: string) => value(after, key) - value(before, key);
    expect(moved('charter_route_import_duration_seconds_count{outcome="preview"}')).toBe(1);
    expect(moved('charter_route_import_duration_seconds_count{outcome="refused"}')).toBe(1);
    expect(moved('charter_route_import_duration_seconds_sum{outcome="preview"}')).toBeGreaterThan(0);
  });

  it('over loopback through a proxy (X-Forwarded-For), or with a wrong token, is refused with 401 in plain words', async () => {
    const attempts: Record<string, string>[] = [{ 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }, { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer wrong' }];
    for (const headers of attempts) {
      const response = await server.fetch('/metrics', { headers });
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.json()).toEqual({ message: METRICS_TOKEN_MESSAGE, issues: [] });
    }
    const withToken = await server.fetch('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` } });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain('charter_quotes_total');
  });

  describe.skipIf(!ownAddress)('from another address of this machine (not loopback)', () => {
    let app: FastifyInstance;
    let url: string;
    const start = async (env: Record<string, string>) => {
      const config = loadConfig({ DATA_DIR: server.dataDir, LOG_LEVEL: 'silent', ...env });
      app = await buildApp({ config, database: server.database, sessionSecret: 'test-secret-'.padEnd(48, 'x') });
      const address = await app.listen({ host: '0.0.0.0', port: 0 });
      url = `http://${ownAddress}:${new URL(address.replace('[::]', '127.0.0.1')).port}`;
    };
    afterAll(() => app?.close());

    it('without METRICS_TOKEN: 401, even when a trusted proxy header claims loopback', async () => {
      // The socket peer decides, not X-Forwarded-For: this address is a trusted proxy here, so request.ip
      // would be the forwarded 127.0.0.1.
      await start({ TRUST_PROXY: ownAddress! });
      const attempts: Record<string, string>[] = [{}, { 'x-forwarded-for': '127.0.0.1' }];
      for (const headers of attempts) {
        const response = await fetch(`${url}/metrics`, { headers });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: METRICS_LOOPBACK_ONLY_MESSAGE, issues: [] });
      }
      // The same app still answers this machine over loopback.
      const local = await fetch(`http://127.0.0.1:${new URL(url).port}/metrics`);
      expect(local.status).toBe(200);
      await app.close();
    });

    it('with METRICS_TOKEN: 401 without it, 200 with it as a bearer token', async () => {
      await start({ METRICS_TOKEN: TOKEN });
      const refused = await fetch(`${url}/metrics`);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ message: METRICS_TOKEN_MESSAGE, issues: [] });
      const allowed = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(allowed.status).toBe(200);
      expect(parseMetrics(await allowed.text()).get('charter_content_listener_state{state="reconnecting"}')).toBe(0);
    });
  });
});
