import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/open';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { destinations } from '../../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { openTestDatabase, type TestDatabaseHandle } from '../support/databases';
import type { FastifyInstance } from 'fastify';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function instance(database: Awaited<ReturnType<typeof openDatabase>>, env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: '/tmp/charter-scale-out', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, sessionSecret: 'scale-out-secret'.padEnd(48, 'x') });
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

    await expect.poll(() => list(b), { timeout: 5000, interval: 100 }).toBe('Wadjemup (Rottnest Island)');
    expect(await list(a)).toBe('Wadjemup (Rottnest Island)');
  });
});
