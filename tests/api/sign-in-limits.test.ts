/**
 * Sign-in protection never fails open: the per-address limits (sign-in and the public POSTs) hold while
 * Redis refuses connections and are shared again once it is back, and a per-account limit counts failed
 * sign-ins across addresses, for known and unknown e-mails alike, shared through Redis by two instances.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../support/time-limits';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/database';
import { createAdmin, sessionCookieOf } from '../support/admin';
import { openTestDatabase, testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';
import { refusingPort, startTcpRelay, type TcpRelay } from '../support/tcp-relay';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PER_ADDRESS = /^Too many requests; please wait \d+ seconds and try again$/;
const PER_ACCOUNT = /^Too many failed sign-ins for this account; try again in 15 minutes$/;
const WRONG = 'The e-mail or password is incorrect';

/** A client address nobody else uses in this run (random, in 10.0.0.0/8). */
function freshAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c! | 1}`;
}

function freshEmail(label: string): string {
  return `${label}-${randomUUID()}@example.com`;
}

/** One attempt as the site's own admin page sends it, from `address` when the server trusts 127.0.0.1. */
async function attempt(baseUrl: string, email: string, password: string, address?: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(address ? { 'x-forwarded-for': address } : {}) },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { message?: string; user?: unknown };
  return { status: response.status, message: body.message, retryAfter: response.headers.get('retry-after'), cookie: sessionCookieOf(response) };
}

/** A second (or first) instance on a database already open, as behind a load balancer. */
async function startInstance(database: DatabaseHandle, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-limits-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, sessionSecret: 'sign-in-limits-secret'.padEnd(48, 'x') });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url: address.replace('[::1]', '127.0.0.1'),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(testDatabaseKinds())('sign-in limits (%s)', (kind) => {
  describe('while Redis refuses connections', () => {
    let server: TestServer;
    const email = freshEmail('outage');
    const password = 'outage password 1234';

    beforeAll(async () => {
      server = await startTestServer({ kind, env: { REDIS_URL: `redis://127.0.0.1:${await refusingPort()}` } });
      await createAdmin(server.database.db, email, password);
    });
    afterAll(() => server?.close());

    it('still answers 429 from the 11th wrong password in a row (25 tried), counted in this instance', async () => {
      const results = [];
      // A different e-mail each time, so that only the per-address limit can be what stops them.
      for (let i = 0; i < 25; i++) results.push(await attempt(server.url, freshEmail(`guess${i}`), `wrong-${i}`));
      expect(results.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(401));
      expect(results.slice(10).map((r) => r.status)).toEqual(Array(15).fill(429));
      for (const r of results.slice(10)) {
        expect(r.message).toMatch(PER_ADDRESS);
        expect(Number(r.retryAfter)).toBeGreaterThan(0);
      }
      // Even the right password waits for the window to pass.
      const right = await attempt(server.url, email, password);
      expect(right.status).toBe(429);
      expect(right.cookie).toBeUndefined();
    });

    it("still answers 429 to a public POST past its budget (30 booking requests a minute)", async () => {
      const post = (i: number) =>
        server.post('/api/booking-request', {
          contactName: `Outage visitor ${i}`,
          contactEmail: 'visitor@example.com',
          departure: 'jandakot',
          destination: 'rottnest-island',
          passengers: 2,
        });
      const statuses: number[] = [];
      for (let i = 0; i < 35; i++) statuses.push((await post(i)).status);
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(201));
      expect(statuses.slice(30)).toEqual(Array(5).fill(429));
      const over = await post(99);
      expect(((await over.json()) as { message: string }).message).toMatch(PER_ADDRESS);
    });
  });

  describe('per account, across addresses', () => {
    let server: TestServer;
    const password = 'account password 1234';

    beforeAll(async () => {
      server = await startTestServer({ kind, env: { TRUST_PROXY: '127.0.0.1' } });
    });
    afterAll(() => server?.close());

    it('refuses an account after 10 failures from 10 addresses, even the right password, and leaves other accounts alone', async () => {
      const target = freshEmail('target');
      const other = freshEmail('other');
      await createAdmin(server.database.db, target, password);
      await createAdmin(server.database.db, other, password);

      for (let i = 0; i < 10; i++) {
        const r = await attempt(server.url, target, `guess-${i}`, freshAddress());
        expect(r.status, `failure ${i + 1}`).toBe(401);
        expect(r.message).toBe(WRONG);
      }
      const right = await attempt(server.url, target, password, freshAddress());
      expect(right.status).toBe(429);
      expect(right.message).toMatch(PER_ACCOUNT);
      expect(Number(right.retryAfter)).toBeGreaterThan(14 * 60);
      expect(Number(right.retryAfter)).toBeLessThanOrEqual(15 * 60);
      expect(right.cookie).toBeUndefined();
      // The same account typed in capitals is the same account.
      expect((await attempt(server.url, target.toUpperCase(), password, freshAddress())).status).toBe(429);

      const otherSignIn = await attempt(server.url, other, password, freshAddress());
      expect(otherSignIn.status).toBe(200);
      expect(otherSignIn.cookie).toBeDefined();
    });

    it('limits an unknown e-mail exactly like a known one, so the answer tells nothing', async () => {
      const unknown = freshEmail('nobody');
      const known = freshEmail('somebody');
      await createAdmin(server.database.db, known, password);
      const run = async (email: string) => {
        const results = [];
        for (let i = 0; i < 12; i++) results.push(await attempt(server.url, email, `guess-${i}`, freshAddress()));
        return results.map((r) => ({ status: r.status, message: r.message, hasRetryAfter: r.retryAfter !== null }));
      };
      const unknownResults = await run(unknown);
      expect(unknownResults.map((r) => r.status)).toEqual([...Array(10).fill(401), 429, 429]);
      expect(unknownResults[10]!.message).toMatch(PER_ACCOUNT);
      expect(await run(known)).toEqual(unknownResults);
    });

    it("a right password starts that account's count again", async () => {
      const email = freshEmail('forgetful');
      await createAdmin(server.database.db, email, password);
      for (let i = 0; i < 9; i++) expect((await attempt(server.url, email, `typo-${i}`, freshAddress())).status).toBe(401);
      expect((await attempt(server.url, email, password, freshAddress())).status).toBe(200);
      // Ten fresh failures are allowed again, the eleventh is not.
      for (let i = 0; i < 10; i++) expect((await attempt(server.url, email, `typo-again-${i}`, freshAddress())).status).toBe(401);
      expect((await attempt(server.url, email, password, freshAddress())).status).toBe(429);
    });

    it('counts parallel guesses before any is verified: of 20 at once, 10 are checked and 10 refused', async () => {
      const email = freshEmail('parallel');
      await createAdmin(server.database.db, email, password);
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(server.url, email, `burst-${i}`, freshAddress())));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    });
  });

  describe('two instances sharing Redis', () => {
    let database: DatabaseHandle;
    let a: Awaited<ReturnType<typeof startInstance>>;
    let b: Awaited<ReturnType<typeof startInstance>>;
    const email = freshEmail('shared');
    const password = 'shared password 1234';

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await createAdmin(database.db, email, password);
      a = await startInstance(database, { REDIS_URL, TRUST_PROXY: '127.0.0.1' });
      b = await startInstance(database, { REDIS_URL, TRUST_PROXY: '127.0.0.1' });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await database?.close();
    });

    it("share one account's failure count: 6 on one and 4 on the other spend it", async () => {
      for (let i = 0; i < 6; i++) expect((await attempt(a.url, email, `a-${i}`, freshAddress())).status).toBe(401);
      for (let i = 0; i < 4; i++) expect((await attempt(b.url, email, `b-${i}`, freshAddress())).status).toBe(401);
      for (const instance of [a, b]) {
        const r = await attempt(instance.url, email, password, freshAddress());
        expect(r.status).toBe(429);
        expect(r.message).toMatch(PER_ACCOUNT);
      }
    });
  });
});

describe('when Redis goes away and comes back', () => {
  let database: DatabaseHandle;
  let relay: TcpRelay;
  let redis: Redis;
  let viaRelay: Awaited<ReturnType<typeof startInstance>>;
  let direct: Awaited<ReturnType<typeof startInstance>>;
  const redisTarget = new URL(REDIS_URL);

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    redis = new Redis(REDIS_URL);
    relay = await startTcpRelay({ host: redisTarget.hostname, port: Number(redisTarget.port || 6379) });
    viaRelay = await startInstance(database, { REDIS_URL: `redis://127.0.0.1:${relay.port}`, TRUST_PROXY: '127.0.0.1' });
    direct = await startInstance(database, { REDIS_URL, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await viaRelay?.close();
    await direct?.close();
    await relay?.stop();
    await redis?.quit();
    await database?.close();
  });

  /** Waits until the relayed instance's counts reach Redis again (its client reconnects by itself). */
  async function waitUntilCountsReachRedis() {
    await expect
      .poll(
        async () => {
          const probe = freshAddress();
          await attempt(viaRelay.url, freshEmail('probe'), 'probe', probe);
          return (await redis.keys(`charter-rl:*:${probe}`)).length;
        },
        { timeout: timeLimit(15_000), interval: 250 },
      )
      .toBeGreaterThan(0);
  }

  /** Spends an address's 10 sign-in attempts on the relayed instance; answers what the other instance then says. */
  async function spendOnRelayedThenAskDirect(address: string) {
    for (let i = 0; i < 10; i++) expect((await attempt(viaRelay.url, freshEmail('spend'), `x-${i}`, address)).status).toBe(401);
    expect((await attempt(viaRelay.url, freshEmail('spend'), 'x', address)).status).toBe(429);
    return (await attempt(direct.url, freshEmail('spend'), 'x', address)).status;
  }

  it('shares the budget through Redis, counts per instance while it is gone, and shares again once it is back', async () => {
    await waitUntilCountsReachRedis();
    // Up: what one instance spent, the other sees.
    expect(await spendOnRelayedThenAskDirect(freshAddress())).toBe(429);

    // Gone: the relayed instance still refuses past the budget, on its own count the other cannot see.
    await relay.stop();
    expect(await spendOnRelayedThenAskDirect(freshAddress())).toBe(401);

    // Back: the relayed instance writes to Redis again, so the budget is shared again.
    await relay.start();
    await waitUntilCountsReachRedis();
    expect(await spendOnRelayedThenAskDirect(freshAddress())).toBe(429);
  });
});
