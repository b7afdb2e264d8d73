/**
 * Redis out of reach is seen, not hidden: rate limits then count per instance (they never switch off),
 * the instance stays ready, and /readyz (its detail) and /metrics (a gauge) say where limits are
 * counted, through a TCP relay in front of the real Redis that the test closes and opens again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../support/time-limits';
import { PUBLIC_POST_LIMIT } from '../../src/server/plugins/rate-limit';
import { REDIS_UNREACHABLE_WARNING } from '../../src/server/routes/health';
import { startTestServer, type TestServer } from '../support/server';
import { startTcpRelay, type TcpRelay } from '../support/tcp-relay';

const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

async function readiness(server: TestServer) {
  const response = await server.fetch('/readyz');
  return { status: response.status, body: (await response.json()) as { rateLimits?: string; warnings?: string[] } };
}

async function countersGauge(server: TestServer): Promise<Record<string, number>> {
  const text = await (await server.fetch('/metrics')).text();
  return Object.fromEntries([...text.matchAll(/^charter_rate_limit_counters\{where="([a-z-]+)"\} (\d+)$/gm)].map((m) => [m[1]!, Number(m[2])]));
}

describe('where rate limits are counted, in /readyz and /metrics', () => {
  let relay: TcpRelay;
  let shared: TestServer;
  let alone: TestServer;

  beforeAll(async () => {
    relay = await startTcpRelay({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
    shared = await startTestServer({ env: { REDIS_URL: relay.urlFor(REDIS.toString()) } });
    alone = await startTestServer();
  });
  afterAll(async () => {
    await shared?.close();
    await alone?.close();
    await relay?.stop();
  });

  it('says in-memory without REDIS_URL', async () => {
    expect(await readiness(alone)).toMatchObject({ status: 200, body: { status: 'ready', rateLimits: 'in-memory', warnings: [] } });
    expect(await countersGauge(alone)).toEqual({ shared: 0, 'per-instance': 0, 'in-memory': 1 });
  });

  it('says shared while Redis answers, per-instance (still ready, with a warning) while it cannot be reached, and shared again once it is back', async () => {
    await expect.poll(async () => (await readiness(shared)).body.rateLimits, { timeout: timeLimit(10_000), interval: 100 }).toBe('shared');
    expect((await readiness(shared)).body.warnings).toEqual([]);
    expect(await countersGauge(shared)).toEqual({ shared: 1, 'per-instance': 0, 'in-memory': 0 });

    await relay.stop();
    await expect.poll(async () => (await readiness(shared)).body.rateLimits, { timeout: timeLimit(10_000), interval: 100 }).toBe('per-instance');
    const down = await readiness(shared);
    expect(down.status, 'Redis away does not take the instance out of rotation').toBe(200);
    expect(down.body).toMatchObject({ status: 'ready', warnings: [REDIS_UNREACHABLE_WARNING] });
    expect(await countersGauge(shared)).toEqual({ shared: 0, 'per-instance': 1, 'in-memory': 0 });
    // The limits still hold meanwhile, counted by this instance: the public POST budget, then 429.
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_POST_LIMIT.max; i++) {
      statuses.push((await shared.post('/api/booking-request', { contactName: `Redis Away ${i}`, contactEmail: 'away@example.com', departure: 'jandakot', passengers: 1 })).status);
    }
    expect(statuses.slice(0, PUBLIC_POST_LIMIT.max).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    await relay.start();
    await expect.poll(async () => (await readiness(shared)).body.rateLimits, { timeout: timeLimit(20_000), interval: 200 }).toBe('shared');
    expect(await countersGauge(shared)).toEqual({ shared: 1, 'per-instance': 0, 'in-memory': 0 });
  });
});
