/**
 * The public read cache under visitor traffic, over real HTTP: made-up ids never get entries of their
 * own (and still answer what they answered before: [] or 404), and known content in a cache too small to
 * hold it is evicted least-recently-used first without ever pushing out the pricing snapshot.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { regions } from '../../src/server/db/schema';
import { cachedPricingSnapshot } from '../../src/server/services/pricing';
import { openTestDatabase, testDatabaseKinds, type TestDatabaseHandle } from '../support/databases';

interface Probe {
  path: string;
  status: number;
  /** What the answer must be: the exact JSON for lists, a message pattern for 404s. */
  body: unknown;
}

/** Runs `count` probes made by `make`, `concurrency` at a time; answers how many differed from what they expected. */
async function flood(origin: string, count: number, make: (i: number) => Probe, concurrency = 32) {
  const wrong: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const probe = make(next++);
        const response = await fetch(origin + probe.path);
        const body = (await response.json()) as unknown;
        const ok =
          response.status === probe.status &&
          (probe.body instanceof RegExp ? probe.body.test((body as { message?: string }).message ?? '') : JSON.stringify(body) === JSON.stringify(probe.body));
        if (!ok && wrong.length < 5) wrong.push(`${probe.path} -> ${response.status} ${JSON.stringify(body).slice(0, 120)}`);
      }
    }),
  );
  return wrong;
}

async function start(database: TestDatabaseHandle, contentCache?: { maxEntries: number; maxBytes: number }) {
  const config = loadConfig({ DATA_DIR: '/nonexistent/charter-read-cache', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, sessionSecret: 'read-cache-secret'.padEnd(48, 'x'), contentCache });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, origin: address.replace('[::1]', '127.0.0.1') };
}

describe.each(testDatabaseKinds())('the public read cache under visitor traffic (%s)', (kind) => {
  let database: TestDatabaseHandle;
  let app: FastifyInstance;
  let origin: string;
  let small: { app: FastifyInstance; origin: string };
  let regionIds: number[];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ({ app, origin } = await start(database));
    small = await start(database, { maxEntries: 4, maxBytes: 64 * 1024 });
    regionIds = (await database.db.select({ id: regions.id }).from(regions)).map((r) => r.id);
  });
  afterAll(async () => {
    await small?.app.close();
    await app?.close();
    await database?.close();
  });

  it('20,000 GETs with made-up ids and region codes add no more than one shared entry per route, and answer [] or 404 as before', async () => {
    // The real content first, as visitors read it.
    for (const regionId of regionIds) {
      for (const path of ['destinations', 'departure-locations', 'hero-images', 'aircraft-experience-images', 'experiences']) {
        const response = await fetch(`${origin}/api/${path}?regionId=${regionId}`);
        expect(response.status).toBe(200);
        expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
      }
    }
    const before = app.content.stats();
    expect(before.entries).toBeGreaterThan(0);

    // Ids no region or departure has (serial ids are small), each different; region codes of 2-10 letters.
    const used = new Set<number>();
    const madeUpId = () => {
      for (;;) {
        const id = randomInt(1_000_000, 2_147_483_647);
        if (!used.has(id)) return used.add(id), id;
      }
    };
    const madeUpCode = (i: number) => `Z${i.toString(36).toUpperCase()}${'ABCDEFGH'.slice(0, randomInt(0, 9 - i.toString(36).length))}`.slice(0, 10);
    const shapes: ((i: number) => Probe)[] = [
      () => ({ path: `/api/destinations?regionId=${madeUpId()}`, status: 200, body: [] }),
      () => ({ path: `/api/departure-locations?regionId=${madeUpId()}&appContext=twin`, status: 200, body: [] }),
      () => ({ path: `/api/hero-images?regionId=${madeUpId()}`, status: 200, body: [] }),
      () => ({ path: `/api/pilot-training?regionId=${madeUpId()}`, status: 200, body: [] }),
      () => ({ path: `/api/connecting-services?regionId=${madeUpId()}`, status: 200, body: [] }),
      () => ({ path: `/api/accreditation-badges?regionId=${madeUpId()}`, status: 200, body: [] }),
      () => ({ path: `/api/aircraft-experience-images?regionId=${madeUpId()}`, status: 200, body: [] }),
      () => ({ path: `/api/experiences?regionId=${madeUpId()}`, status: 200, body: [] }),
      (i) => ({ path: `/api/experiences?region=${madeUpCode(i)}`, status: 200, body: [] }),
      () => ({ path: `/api/route-pricing?departureLocationId=${madeUpId()}`, status: 200, body: [] }),
      () => ({ path: `/api/route-pricing?regionId=${madeUpId()}`, status: 200, body: [] }),
      () => {
        const id = madeUpId();
        return { path: `/api/regions/${id}`, status: 404, body: new RegExp(`Region ${id} was not found`) };
      },
    ];
    const wrong = await flood(origin, 20_000, (i) => shapes[i % shapes.length]!(i));
    expect(wrong, 'answers that differ from [] / 404').toEqual([]);

    const after = app.content.stats();
    // One shared "none" entry per list route (two contexts for departure-locations): never one per id.
    expect(after.entries - before.entries).toBeLessThanOrEqual(shapes.length);
    expect(after.bytes - before.bytes).toBeLessThanOrEqual(shapes.length * 200);
    expect(after.bytes).toBeLessThanOrEqual(after.maxBytes);
    expect(after.loading).toBe(0);
  });

  it('a cache too small for the content evicts answers, never the pricing snapshot, and evicted answers come back with the same ETag', async () => {
    const quote = () =>
      fetch(`${small.origin}/api/calculate-price`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ aircraftType: '3-passengers', flightType: 'same-day', departure: 'jandakot', destination: 'rottnest-island' }),
      });
    expect((await quote()).status).toBe(200);
    const snapshot = await cachedPricingSnapshot(small.app.content, database.db);

    const paths = regionIds.flatMap((regionId) =>
      ['destinations', 'departure-locations', 'hero-images', 'pilot-training', 'connecting-services', 'accreditation-badges', 'aircraft-experience-images', 'experiences', 'route-pricing'].flatMap(
        (list) => [`/api/${list}?regionId=${regionId}`, `/api/${list}?regionId=${regionId}&appContext=twin`],
      ),
    );
    const etags = new Map<string, string>();
    for (let round = 0; round < 3; round++) {
      for (const path of paths) {
        const response = await fetch(small.origin + path);
        expect(response.status, path).toBe(200);
        await response.arrayBuffer();
        const etag = response.headers.get('etag')!;
        if (etags.has(path)) expect(etag, `${path} answers the same after eviction`).toBe(etags.get(path));
        etags.set(path, etag);
        const stats = small.app.content.stats();
        expect(stats.entries).toBeLessThanOrEqual(4);
        expect(stats.bytes).toBeLessThanOrEqual(64 * 1024);
      }
    }

    // The first path was evicted long ago; its ETag still revalidates.
    const revalidated = await fetch(small.origin + paths[0]!, { headers: { 'if-none-match': etags.get(paths[0]!)! } });
    expect(revalidated.status).toBe(304);
    expect(await cachedPricingSnapshot(small.app.content, database.db)).toBe(snapshot);
    expect((await quote()).status).toBe(200);
  });
});
