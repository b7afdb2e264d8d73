/**
 * A PostgreSQL outage as the server lives it: the real server on loopback reaches a real PostgreSQL
 * through a TCP relay the test can close (connections refused, open ones cut) or turn into a black hole
 * (connections accepted, never answered). Every route answers 503 with Retry-After and a plain message,
 * never 500 and never a hang, and works again without a restart once the database is back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../support/time-limits';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/database';
import { openDatabase } from '../../src/server/db/open';
import { bookingRequests, destinations, regions } from '../../src/server/db/schema';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/plugins/errors';
import { createAdmin, sessionCookieOf } from '../support/admin';
import { openTestDatabase, type TestDatabaseHandle } from '../support/databases';
import { startTcpRelay, type TcpRelay } from '../support/tcp-relay';

const EMAIL = 'outage.admin@example.com';
const PASSWORD = 'outage admin password 1';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL outage answers 503 with Retry-After, then heals without a restart', () => {
  let copy: TestDatabaseHandle;
  let relay: TcpRelay;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let url: string;
  let dataDir: string;
  let cookie: string;
  let rottnestId: number;
  let waId: number;

  const send = (pathname: string, init: RequestInit = {}) =>
    fetch(new URL(pathname, url), { ...init, headers: { 'content-type': 'application/json', origin: url, cookie, ...(init.headers as Record<string, string>) } });
  const bookingRequest = (contactName: string) =>
    send('/api/booking-request', {
      method: 'POST',
      body: JSON.stringify({ contactName, contactEmail: 'outage@example.com', departure: 'jandakot', destination: 'rottnest-island', passengers: 2 }),
    });
  const renameRottnest = (name: string) => send(`/api/destinations/${rottnestId}`, { method: 'PUT', body: JSON.stringify({ name }) });

  async function expectUnavailable(response: Response) {
    expect(response.status, await response.clone().text()).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE, issues: [] });
  }

  beforeAll(async () => {
    copy = await openTestDatabase('postgres');
    const direct = new URL(copy.url!);
    relay = await startTcpRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
    database = await openDatabase({ kind: 'postgres', url: relay.urlFor(copy.url!), poolSize: 4 });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-outage-'));
    app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database, sessionSecret: 'outage-secret-'.padEnd(48, 'x') });
    url = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('[::1]', '127.0.0.1');
    await createAdmin(copy.db, EMAIL, PASSWORD);
    const login = await fetch(new URL('/api/auth/login', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    cookie = sessionCookieOf(login)!;
    rottnestId = (await copy.db.select().from(destinations).where(eq(destinations.value, 'rottnest-island')))[0]!.id;
    waId = (await copy.db.select().from(regions).where(eq(regions.code, 'WA')))[0]!.id;
    // Both work through the relay before the outage.
    expect((await bookingRequest('Before Outage')).status).toBe(201);
    expect((await renameRottnest('Rottnest Island')).status).toBe(200);
  });

  afterAll(async () => {
    await relay?.start();
    await app?.close();
    await database?.close();
    await copy?.close();
    await relay?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('with connections refused, a public POST, an admin write, an admin read and an uncached public read answer 503', async () => {
    await relay.stop();
    await expectUnavailable(await bookingRequest('During Outage'));
    await expectUnavailable(await renameRottnest('Renamed During Outage'));
    await expectUnavailable(await send('/api/admin/booking-requests'));
    // A region id nobody has read yet is not in the content cache: this read goes to the database.
    await expectUnavailable(await send(`/api/destinations?regionId=${waId}&appContext=twin`));
    expect((await send('/readyz')).status).toBe(503);
  });

  it('with connections accepted and never answered, a request answers 503 (its pool connect timeout) instead of hanging', async () => {
    await relay.blackhole();
    const acceptedBefore = relay.accepted();
    // Answered at all while the black hole still holds every connection it accepted: nothing but the pool's
    // connect timeout could have ended the wait.
    await expectUnavailable(await bookingRequest('Into The Black Hole'));
    expect(relay.accepted(), 'the request tried a connection, which the black hole took').toBeGreaterThan(acceptedBefore);
  });

  it('once PostgreSQL is reachable again, the same POST and admin write succeed in the running server, and nothing of the outage was written', async () => {
    await relay.start();
    const post = await bookingRequest('After Outage');
    expect(post.status, await post.clone().text()).toBe(201);
    const rename = await renameRottnest('Rottnest Island (after the outage)');
    expect(rename.status, await rename.clone().text()).toBe(200);
    // The LISTEN connection comes back on its own backoff schedule (at most 5 s between attempts).
    await expect.poll(async () => (await send('/readyz')).status, { timeout: timeLimit(8_000), interval: 200 }).toBe(200);
    const names = (await copy.db.select({ name: bookingRequests.contactName }).from(bookingRequests)).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Before Outage', 'After Outage']));
    expect(names).not.toContain('During Outage');
    expect(names).not.toContain('Into The Black Hole');
    expect((await copy.db.select().from(destinations).where(eq(destinations.id, rottnestId)))[0]!.name).toBe('Rottnest Island (after the outage)');
  });
});
