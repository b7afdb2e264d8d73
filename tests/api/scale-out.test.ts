import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../support/time-limits';
import { openDatabase } from '../../src/server/db/open';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { destinations } from '../../src/server/db/schema';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabaseHandle } from '../support/databases';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_VERSION_CHECK_MS, type ContentCacheOptions } from '../../src/server/plugins/content-cache';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The instances' DATA_DIR (upload spool): one per run, removed after the file's tests. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-scale-out-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function instance(database: Awaited<ReturnType<typeof openDatabase>>, env: Record<string, string> = {}, contentCache?: ContentCacheOptions) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, sessionSecret: 'scale-out-secret'.padEnd(48, 'x'), contentCache });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

const origin = (app: FastifyInstance) => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
};

describe('two instances sharing Redis share one rate-limit budget per client', () => {
  let database: TestDatabaseHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const nameSpaceKey = `it-${process.pid}-${Date.now()}`;
  const client = `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${Date.now() % 250}`;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    // Each run is a client of its own (a trusted proxy names it), so counters left in Redis by an earlier
    // run, or by other tests running beside this one, never spend this run's budget.
    a = await instance(database, { REDIS_URL, TRUST_PROXY: '127.0.0.1' });
    b = await instance(database, { REDIS_URL, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('answers 429 on the second instance once the first has used the budget', async () => {
    const post = (app: FastifyInstance, i: number) =>
      fetch(`${origin(app)}/api/booking-clicks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ aircraftType: '3-passengers', departure: 'jandakot', partner: `${nameSpaceKey}-${i}` }),
      });
    const statuses: number[] = [];
    // booking-clicks allows 120 a minute per address: spend it half on each instance, then one more.
    for (let i = 0; i < 60; i++) statuses.push((await post(a, i)).status);
    for (let i = 0; i < 60; i++) statuses.push((await post(b, i)).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const over = await post(b, 999);
    expect(over.status).toBe(429);
    expect((await over.json()).message).toMatch(/^Too many requests; please wait \d+ seconds and try again$/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL keep their content caches in step', () => {
  let first: TestDatabaseHandle;
  let second: Awaited<ReturnType<typeof openDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    first = await openTestDatabase('postgres');
    second = await openDatabase({ kind: 'postgres', url: first.url!, poolSize: 2 });
    a = await instance(first);
    b = await instance(second);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await first?.close();
  });

  it("drops the other instance's cached list when one instance's content changes", async () => {
    const [wa] = (await (await fetch(`${origin(a)}/api/regions`)).json()) as { id: number }[];
    const list = async (app: FastifyInstance) =>
      ((await (await fetch(`${origin(app)}/api/destinations?regionId=${wa!.id}`)).json()) as { value: string; name: string }[]).find(
        (d) => d.value === 'rottnest-island',
      )?.name;
    const before = await list(a);
    expect(before).toMatch(/Rottnest/);
    expect(await list(b)).toBe(before);

    await first.db.update(destinations).set({ name: 'Wadjemup (Rottnest Island)' }).where(eq(destinations.value, 'rottnest-island'));
    await a.content.invalidate();

    await expect.poll(() => list(b), { timeout: timeLimit(5000), interval: 100 }).toBe('Wadjemup (Rottnest Island)');
    expect(await list(a)).toBe('Wadjemup (Rottnest Island)');
  });
});

const POSTGRES_ONLY = process.env.TEST_DATABASE_URL ? '' : ' [skipped: PostgreSQL only; set TEST_DATABASE_URL]';

/** Shared by the PostgreSQL tests below: a quote for one seeded route, and a way to change its price. */
const ROUTE = { aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island' };

async function quotedPrice(app: FastifyInstance): Promise<number> {
  const response = await fetch(`${origin(app)}/api/calculate-price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ROUTE),
  });
  const body = (await response.json()) as { breakdown?: { basePrice: number } };
  if (response.status !== 200 || !body.breakdown) throw new Error(`calculate-price answered ${response.status}: ${JSON.stringify(body)}`);
  return body.breakdown.basePrice;
}

/** Sets the route's price in the database, the way an admin write does it, without telling anyone. */
async function setRoutePrice(db: TestDatabaseHandle['db'], dollars: number) {
  const result = await db.execute(sql`
    update route_pricing set price = ${dollars.toFixed(2)}
    where aircraft_type = ${ROUTE.aircraftType} and flight_type = ${ROUTE.flightType}
      and departure_location_id = (select id from departure_locations where value = ${ROUTE.departure})
      and destination_id = (select id from destinations where value = ${ROUTE.destination})
    returning id`);
  expect((result as unknown as { rows: unknown[] }).rows).toHaveLength(1);
}

const readyz = async (app: FastifyInstance) => {
  const response = await fetch(`${origin(app)}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string; message?: string } };
};

/** A fresh price in whole dollars, different from every earlier one in this run. */
let lastPrice = 700;
const nextPrice = () => (lastPrice += 37);

/**
 * A PostgreSQL role of its own for instance B, so that a test can refuse B's new connections
 * (ALTER ROLE … NOLOGIN) while A and the test keep theirs: the database "away" for B alone.
 */
async function roleForInstanceB(first: TestDatabaseHandle) {
  const name = `charter_b_${process.pid}_${Date.now().toString(36)}`;
  await first.db.execute(sql.raw(`create role ${name} login superuser`));
  const url = new URL(first.url!);
  url.username = name;
  return {
    url: url.toString(),
    refuseLogins: () => first.db.execute(sql.raw(`alter role ${name} nologin`)),
    allowLogins: () => first.db.execute(sql.raw(`alter role ${name} login`)),
    drop: () => first.db.execute(sql.raw(`drop role if exists ${name}`)),
  };
}

async function terminateBackend(first: TestDatabaseHandle, pid: number | undefined) {
  expect(pid, 'the instance reports its LISTEN backend').toBeTypeOf('number');
  const result = await first.db.execute(
    sql`select pg_terminate_backend(pid) as terminated from pg_stat_activity where query ilike 'LISTEN%' and pid = ${pid!}`,
  );
  expect((result as unknown as { rows: { terminated: boolean }[] }).rows).toEqual([{ terminated: true }]);
}

describe.runIf(process.env.TEST_DATABASE_URL)(`an instance whose LISTEN connection is terminated${POSTGRES_ONLY}`, () => {
  let first: TestDatabaseHandle;
  let second: Awaited<ReturnType<typeof openDatabase>>;
  let role: Awaited<ReturnType<typeof roleForInstanceB>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    first = await openTestDatabase('postgres');
    role = await roleForInstanceB(first);
    second = await openDatabase({ kind: 'postgres', url: role.url, poolSize: 2 });
    a = await instance(first);
    // B's content version check is off here, so only the listener can bring it news.
    b = await instance(second, {}, { versionCheckMs: 3_600_000 });
  });
  afterAll(async () => {
    await role?.allowLogins();
    await a?.close();
    await b?.close();
    await second?.close();
    await role?.drop();
    await first?.close();
  });

  it('answers 503 on /readyz while it cannot reconnect, reconnects once it can, and then quotes the price changed meanwhile', async () => {
    const before = await quotedPrice(b);
    expect((await readyz(b)).status).toBe(200);

    await role.refuseLogins();
    await terminateBackend(first, b.content.listenerBackendPid);
    await expect.poll(async () => (await readyz(b)).status, { timeout: timeLimit(3000), interval: 50 }).toBe(503);
    expect((await readyz(b)).body).toEqual({
      status: 'unavailable',
      message: 'The connection that hears content changes from other instances is down; reconnecting',
      version: expect.any(String),
      commit: expect.any(String),
    });
    expect(b.content.listenerState).toBe('reconnecting');

    // A changes the price and announces it; B cannot hear it.
    const changed = nextPrice();
    await setRoutePrice(first.db, changed);
    await a.content.invalidate();
    expect(await quotedPrice(a)).toBe(changed);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await readyz(b)).status, 'still down while the database refuses it').toBe(503);

    await role.allowLogins();
    await expect.poll(async () => (await readyz(b)).status, { timeout: timeLimit(8000), interval: 50 }).toBe(200);
    expect(b.content.listenerState).toBe('listening');
    // The reconnection dropped the cache: the missed change shows at once.
    expect(await quotedPrice(b)).toBe(changed);
    expect(changed).not.toBe(before);

    // And the new connection hears the next change.
    const next = nextPrice();
    await setRoutePrice(first.db, next);
    await a.content.invalidate();
    await expect.poll(() => quotedPrice(b), { timeout: timeLimit(3000), interval: 50 }).toBe(next);
  });

  it("after the finding's own statement (every LISTEN backend terminated), both instances reconnect and hear each other again", async () => {
    await quotedPrice(b);
    const pids = { a: a.content.listenerBackendPid, b: b.content.listenerBackendPid };
    const result = await first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and datname = current_database()`,
    );
    expect((result as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(2);

    for (const [app, pid] of [[a, pids.a], [b, pids.b]] as const) {
      await expect.poll(() => app.content.listenerState === 'listening' && app.content.listenerBackendPid !== pid, { timeout: timeLimit(6000), interval: 50 }).toBe(true);
      expect((await readyz(app)).status).toBe(200);
    }
    const changed = nextPrice();
    await setRoutePrice(first.db, changed);
    await a.content.invalidate();
    await expect.poll(() => quotedPrice(b), { timeout: timeLimit(3000), interval: 50 }).toBe(changed);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(`the content version check bounds staleness when a NOTIFY is missed${POSTGRES_ONLY}`, () => {
  let first: TestDatabaseHandle;
  let second: Awaited<ReturnType<typeof openDatabase>>;
  let role: Awaited<ReturnType<typeof roleForInstanceB>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  // The default interval: what production runs with.
  const BOUND_MS = DEFAULT_VERSION_CHECK_MS;

  beforeAll(async () => {
    first = await openTestDatabase('postgres');
    role = await roleForInstanceB(first);
    second = await openDatabase({ kind: 'postgres', url: role.url, poolSize: 2 });
    a = await instance(first);
    b = await instance(second);
  });
  afterAll(async () => {
    await role?.allowLogins();
    await a?.close();
    await b?.close();
    await second?.close();
    await role?.drop();
    await first?.close();
  });

  it('a version bumped without NOTIFY makes the other instance fresh through its version check; an unannounced change does not', async () => {
    const before = await quotedPrice(b);
    const changed = nextPrice();
    await setRoutePrice(first.db, changed);
    // Nothing announced the change: B keeps its answer (which shows the cache is in play).
    await new Promise((resolve) => setTimeout(resolve, BOUND_MS + 500));
    expect(await quotedPrice(b)).toBe(before);

    // What a write does, minus the NOTIFY.
    await first.db.execute(sql`update content_version set version = version + 1 where id = 1`);
    await expect.poll(() => quotedPrice(b), { timeout: timeLimit(5 * BOUND_MS), interval: 50 }).toBe(changed);
    expect(b.content.listenerState, 'the listener never went down: only the version told B').toBe('listening');
  });

  it('while its listener is down, an instance still picks up a change through its version check', async () => {
    await quotedPrice(b);
    // Open both of B's pooled connections now, so it can read the database while new logins are refused.
    await Promise.all([second.db.execute(sql`select pg_sleep(0.05)`), second.db.execute(sql`select pg_sleep(0.05)`)]);
    await role.refuseLogins();
    try {
      await terminateBackend(first, b.content.listenerBackendPid);
      await expect.poll(async () => (await readyz(b)).status, { timeout: timeLimit(3000), interval: 50 }).toBe(503);

      const changed = nextPrice();
      await setRoutePrice(first.db, changed);
      await a.content.invalidate();
      await expect.poll(() => quotedPrice(b), { timeout: timeLimit(5 * BOUND_MS), interval: 50 }).toBe(changed);
      expect(b.content.listenerState, 'fresh through the version check alone').toBe('reconnecting');
    } finally {
      await role.allowLogins();
    }
    await expect.poll(async () => (await readyz(b)).status, { timeout: timeLimit(8000), interval: 50 }).toBe(200);
  });
});
