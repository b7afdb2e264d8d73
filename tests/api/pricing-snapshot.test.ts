/**
 * The pricing snapshot is patched, not reloaded, by a price write (decision 0029), and
 * every kind of write is in the very next quote: a route price create, update and delete, a destination
 * price (and a blank one), a rule, a location deactivation; on one instance (PGlite and PostgreSQL) and on a
 * second instance sharing the PostgreSQL database.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../support/time-limits';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open';
import { departureLocations, destinations } from '../../src/server/db/schema';
import { cachedPricingSnapshot } from '../../src/server/services/pricing';
import { createAdmin, signIn } from '../support/admin';
import { adminCaller, type AdminCall } from '../support/admin-calls';
import { testDatabaseKinds, type TestDatabaseHandle } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const PASSWORD = 'snapshot admin password 1';
/** No route price and no destination price: the per-hour rule prices it until the test sets one. */
const ROUTE = { aircraftType: '6-passengers', flightType: 'same-day', departure: 'serpentine', destination: 'rottnest-island' };

type Quote = { status: number; estimate: number | string; source: string | null; basePrice: number | null; message: string };

async function quoteAt(baseUrl: string, body: Record<string, unknown> = ROUTE): Promise<Quote> {
  const response = await fetch(`${baseUrl}/api/calculate-price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await response.json()) as { estimate: number | string; breakdown: { source: string; basePrice: number } | null; message: string };
  return { status: response.status, estimate: json.estimate, source: json.breakdown?.source ?? null, basePrice: json.breakdown?.basePrice ?? null, message: json.message };
}

/** The writes of the Route Pricing tab, Manage Pricing and the Pricing Rules view, through the admin API. */
function writes(call: AdminCall, ids: { serpentine: number; rottnest: number }) {
  return {
    call,
    createRoute: async (price: number) => {
      const answer = await call('POST', '/api/route-pricing', { aircraftType: ROUTE.aircraftType, departureLocationId: ids.serpentine, destinationId: ids.rottnest, flightType: 'same-day', price });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body as { id: number; version: number };
    },
    updateRoute: async (id: number, price: number) => {
      const answer = await call('PUT', `/api/route-pricing/${id}`, { price });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    },
    deleteRoute: async (id: number) => expect((await call('DELETE', `/api/route-pricing/${id}`)).status).toBe(204),
    destinationPrice: async (sameDayPrice: number | null) => {
      const answer = await call('PUT', '/api/destination-pricing/upsert', { destinationId: ids.rottnest, aircraftType: ROUTE.aircraftType, sameDayPrice, scenicPrice: null, oneWayPrice: null });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    },
    rule: async (basePrice: number) => {
      const answer = await call('PUT', '/api/admin/pricing-rules', { aircraftType: ROUTE.aircraftType, appContext: 'main', basePrice, multipliers: { 'same-day': 1, scenic: 1.15, 'one-way': 1 } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    },
    deactivateDeparture: async () => {
      const answer = await call('POST', '/api/admin/departure-locations/bulk', { ids: [ids.serpentine], action: 'deactivate' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    },
  };
}

async function locationIds(db: TestDatabaseHandle['db']) {
  const [serpentine] = await db.select().from(departureLocations).where(eq(departureLocations.value, 'serpentine'));
  const [rottnest] = await db.select().from(destinations).where(eq(destinations.value, 'rottnest-island'));
  return { serpentine: serpentine!.id, rottnest: rottnest!.id };
}

describe.each(testDatabaseKinds())('the next quote after each kind of price write, one instance (%s)', (kind) => {
  let server: TestServer;
  let write: ReturnType<typeof writes>;
  const quote = () => quoteAt(server.url);
  const snapshot = () => cachedPricingSnapshot(server.app.content, server.database.db);

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await createAdmin(server.database.db, 'snapshot.admin@example.com', PASSWORD);
    write = writes(adminCaller(server, await signIn(server, 'snapshot.admin@example.com', PASSWORD)), await locationIds(server.database.db));
  });
  afterAll(() => server?.close());

  it('patches the snapshot on a route price write instead of reloading it, and quotes each change at once', async () => {
    const rule = await quote();
    expect(rule.source).toBe('rule');
    const loaded = await snapshot();

    const created = await write.createRoute(1234);
    expect(await quote()).toMatchObject({ source: 'route', basePrice: 1234 });
    const patched = await snapshot();
    // A new snapshot object (so cached answers start afresh) sharing the route table: patched, not reloaded.
    expect(patched).not.toBe(loaded);
    expect(patched.routes).toBe(loaded.routes);
    expect(patched.departuresById).toBe(loaded.departuresById);

    await write.updateRoute(created.id, 1500.5);
    expect(await quote()).toMatchObject({ source: 'route', basePrice: 1500.5 });

    await write.deleteRoute(created.id);
    expect(await quote()).toMatchObject({ source: 'rule', basePrice: rule.basePrice });
    expect((await snapshot()).routes).toBe(loaded.routes);
  });

  it('quotes a route price moved to another destination at both ends at once', async () => {
    const created = await write.createRoute(1777);
    const albany = (await server.database.db.select().from(destinations).where(eq(destinations.value, 'albany')))[0]!.id;
    const moved = await write.call('PUT', `/api/route-pricing/${created.id}`, { destinationId: albany });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await quote()).toMatchObject({ source: 'rule' });
    expect(await quoteAt(server.url, { ...ROUTE, destination: 'albany' })).toMatchObject({ source: 'route', basePrice: 1777 });
    await write.deleteRoute(created.id);
    expect((await quoteAt(server.url, { ...ROUTE, destination: 'albany' })).source).toBe('rule');
  });

  it('quotes a destination price at once, and a blank one as NOT AVAILABLE', async () => {
    await write.destinationPrice(2000);
    expect(await quote()).toMatchObject({ source: 'destination', basePrice: 2000 });
    await write.destinationPrice(null);
    expect(await quote()).toMatchObject({ estimate: 'NOT AVAILABLE', message: 'The route is not currently available for the selected aircraft' });
  });

  it('quotes a rule change at once', async () => {
    const other = { ...ROUTE, destination: 'albany' };
    const before = await quoteAt(server.url, other);
    expect(before.source).toBe('rule');
    await write.rule(1560);
    expect((await quoteAt(server.url, other)).basePrice).toBeCloseTo(before.basePrice! * 2, 1);
  });

  it('refuses a quote from a departure deactivated a moment ago', async () => {
    await write.deactivateDeparture();
    const answer = await quote();
    expect(answer.status).toBe(400);
    expect(answer.message).toBe("Departure location 'serpentine' was not found or is not active");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a second instance sharing the PostgreSQL database', () => {
  let first: TestDatabaseHandle;
  let second: Awaited<ReturnType<typeof openDatabase>>;
  let a: TestServer;
  let b: FastifyInstance;
  let bUrl: string;
  let write: ReturnType<typeof writes>;

  beforeAll(async () => {
    a = await startTestServer({ kind: 'postgres' });
    first = a.database as TestDatabaseHandle;
    second = await openDatabase({ kind: 'postgres', url: first.url!, poolSize: 2 });
    const config = loadConfig({ DATA_DIR: a.dataDir, LOG_LEVEL: 'silent' });
    // B's version check is off: only the notification, with what changed, can bring it news in time.
    b = await buildApp({ config, database: second, sessionSecret: 'test-secret-'.padEnd(48, 'x'), contentCache: { versionCheckMs: 3_600_000 } });
    bUrl = (await b.listen({ host: '127.0.0.1', port: 0 })).replace('[::1]', '127.0.0.1');
    await createAdmin(first.db, 'snapshot.two@example.com', PASSWORD);
    write = writes(adminCaller(a, await signIn(a, 'snapshot.two@example.com', PASSWORD)), await locationIds(first.db));
  });
  afterAll(async () => {
    await b?.close();
    await second?.close();
    await a?.close();
  });

  const onB = () => quoteAt(bUrl);
  const settle = <T>(probe: () => Promise<T>) => expect.poll(probe, { timeout: timeLimit(5000), interval: 25 });

  it('sees every kind of write made on the first, patching its own snapshot for price writes', async () => {
    expect((await onB()).source).toBe('rule');
    const loaded = await cachedPricingSnapshot(b.content, second.db);

    const created = await write.createRoute(1111);
    await settle(async () => (await onB()).basePrice).toBe(1111);
    expect((await cachedPricingSnapshot(b.content, second.db)).routes).toBe(loaded.routes);

    await write.updateRoute(created.id, 1212);
    await settle(async () => (await onB()).basePrice).toBe(1212);
    await write.deleteRoute(created.id);
    await settle(async () => (await onB()).source).toBe('rule');

    await write.destinationPrice(2500);
    await settle(async () => (await onB()).source).toBe('destination');
    await write.destinationPrice(null);
    await settle(async () => (await onB()).estimate).toBe('NOT AVAILABLE');

    const other = { ...ROUTE, destination: 'albany' };
    const before = await quoteAt(bUrl, other);
    await write.rule(1560);
    await settle(async () => (await quoteAt(bUrl, other)).basePrice).toBeCloseTo(before.basePrice! * 2, 1);
    // Still the snapshot B loaded at first, patched write by write.
    expect((await cachedPricingSnapshot(b.content, second.db)).routes).toBe(loaded.routes);

    await write.deactivateDeparture();
    await settle(async () => (await onB()).status).toBe(400);
  });
});
