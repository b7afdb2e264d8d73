/**
 * The admin reads are cheap (the session lookup is remembered on PGlite, a prepared statement on
 * PostgreSQL; the list answers are kept while the content is unchanged, docs/decisions/0038) and still
 * exact: a deactivated person, an ended session or a changed role is refused from the very next request;
 * a save shows in the very next list read; the session is written at most once per 5 minutes however busy;
 * and with two instances on one PostgreSQL all of that holds across them, whether or not the other
 * instance heard a NOTIFY.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffUser } from '../../src/domain/api/staff';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open';
import { adminUsers, destinations, sessions } from '../../src/server/db/schema';
import { sessionIdOf } from '../../src/server/services/auth/sessions';
import { createAdmin, sessionCookieOf } from '../support/admin';
import { openTestDatabase, testDatabaseKinds, type TestDatabaseHandle } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const PASSWORD = 'exact reads password 1';

/** A client of one app: sign in, GET and send with the panel's headers. */
function clientOf(url: string) {
  const send = (method: string, pathname: string, cookie: string, body?: unknown) =>
    fetch(new URL(pathname, url), {
      method,
      headers: { cookie, origin: url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    async signIn(email: string): Promise<string> {
      const response = await fetch(new URL('/api/auth/login', url), { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify({ email, password: PASSWORD }) });
      expect(response.status).toBe(200);
      return sessionCookieOf(response)!;
    },
    get: (pathname: string, cookie: string) => send('GET', pathname, cookie),
    send,
  };
}

const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;

describe.each(testDatabaseKinds())('admin reads stay exact on one instance (%s)', (kind) => {
  let server: TestServer;
  let clock = new Date();
  let client: ReturnType<typeof clientOf>;
  let owner: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer({ kind, now: () => clock });
    for (const [email, role] of [['exact.owner@example.com', 'owner'], ['exact.editor@example.com', 'editor'], ['exact.later@example.com', 'editor'], ['exact.ended@example.com', 'editor']] as const) {
      ids[email] = (await createAdmin(server.database.db, email, PASSWORD, null, role)).id;
    }
    client = clientOf(server.url);
    owner = await client.signIn('exact.owner@example.com');
  });
  afterAll(async () => server?.close());

  /** Twenty list reads: on PGlite the session is then answered from memory. */
  const busy = async (cookie: string) => {
    for (let i = 0; i < 20; i++) expect((await client.get('/api/admin/destinations?limit=50', cookie)).status).toBe(200);
    if (kind === 'pglite') expect(server.app.sessionRowCache?.get(sessionIdOf(tokenOf(cookie)))).toBeDefined();
  };
  const patchStaff = async (email: string, patch: Record<string, unknown>) => {
    const answer = await client.send('PATCH', `/api/admin/users/${ids[email]}`, owner, patch);
    expect(answer.status, await answer.clone().text()).toBe(200);
    return (await answer.json()) as StaffUser;
  };

  it('refuses a deactivated person on their very next request, after a burst of reads', async () => {
    const editor = await client.signIn('exact.editor@example.com');
    await busy(editor);
    await patchStaff('exact.editor@example.com', { isActive: false });
    expect((await client.get('/api/admin/destinations?limit=50', editor)).status).toBe(401);
    expect((await client.get('/api/auth/me', editor)).status).toBe(401);
    // Reactivation does not bring the session back.
    await patchStaff('exact.editor@example.com', { isActive: true });
    expect((await client.get('/api/admin/destinations?limit=50', editor)).status).toBe(401);
  });

  it('refuses an ended session at once: signed out, ended by the owner, or ended from Account', async () => {
    const first = await client.signIn('exact.ended@example.com');
    await busy(first);
    expect((await client.send('POST', '/api/auth/logout', first, {})).status).toBeLessThan(300);
    expect((await client.get('/api/admin/destinations?limit=50', first)).status).toBe(401);

    const second = await client.signIn('exact.ended@example.com');
    await busy(second);
    expect((await client.send('DELETE', `/api/admin/users/${ids['exact.ended@example.com']}/sessions`, owner)).status).toBe(200);
    expect((await client.get('/api/admin/destinations?limit=50', second)).status).toBe(401);

    const kept = await client.signIn('exact.ended@example.com');
    const other = await client.signIn('exact.ended@example.com');
    await busy(other);
    const listed = (await (await client.get('/api/auth/sessions', kept)).json()) as { id: string; current: boolean }[];
    const otherId = listed.find((s) => !s.current)!.id;
    expect((await client.send('DELETE', `/api/auth/sessions/${otherId}`, kept)).status).toBe(200);
    expect((await client.get('/api/admin/destinations?limit=50', other)).status).toBe(401);
    expect((await client.get('/api/admin/destinations?limit=50', kept)).status).toBe(200);
  });

  it('applies a role change to the very next request', async () => {
    const later = await client.signIn('exact.later@example.com');
    await busy(later);
    const create = (name: string) => client.send('POST', '/api/destinations?regionId=1', later, { name, value: name.toLowerCase().replaceAll(' ', '-'), regionId: 1 });
    expect((await create('Exact Role One')).status).toBe(201);
    await patchStaff('exact.later@example.com', { role: 'agent' });
    expect((await create('Exact Role Two')).status).toBe(403);
    // An agent still reads content.
    expect((await client.get('/api/admin/destinations?limit=50', later)).status).toBe(200);
  });

  it('shows a save in the very next list read, and the same page again without reading it anew', async () => {
    const page = async () => (await (await client.get('/api/admin/destinations?limit=50&q=rottnest', owner)).json()) as { items: { id: number; name: string; version: number }[] };
    const before = (await page()).items[0]!;
    const hits = server.app.adminReads.stats().hits;
    expect((await page()).items[0]).toEqual(before);
    expect(server.app.adminReads.stats().hits).toBe(hits + 1);
    const saved = await client.send('PUT', `/api/destinations/${before.id}`, owner, { name: 'Wadjemup', version: before.version });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await page()).items[0]).toMatchObject({ id: before.id, name: 'Wadjemup', version: before.version + 1 });
    await client.send('PUT', `/api/destinations/${before.id}`, owner, { name: before.name });
  });

  it('writes the session at most once per 5 minutes however busy, and slides it after that', async () => {
    const editor = await client.signIn('exact.ended@example.com');
    const id = sessionIdOf(tokenOf(editor));
    const seen = async () => (await server.database.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, id)))[0]!.at.getTime();
    const first = await seen();
    clock = new Date(clock.getTime() + 4 * 60_000);
    await busy(editor);
    expect(await seen()).toBe(first);
    clock = new Date(clock.getTime() + 2 * 60_000);
    await busy(editor);
    expect(await seen()).toBe(clock.getTime());
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('admin reads stay exact across two instances on one PostgreSQL', () => {
  // Made in beforeAll: without TEST_DATABASE_URL this describe is skipped, and its afterAll would not remove it.
  let dataDir: string;
  let first: TestDatabaseHandle;
  let second: Awaited<ReturnType<typeof openDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let onA: ReturnType<typeof clientOf>;
  let onB: ReturnType<typeof clientOf>;
  let owner: string;

  const instance = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database, sessionSecret: 'exact-reads-secret'.padEnd(48, 'x') });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, url: address.replace('[::1]', '127.0.0.1') };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-exact-reads-'));
    first = await openTestDatabase('postgres');
    second = await openDatabase({ kind: 'postgres', url: first.url!, poolSize: 2 });
    const one = await instance(first);
    const two = await instance(second);
    a = one.app;
    b = two.app;
    onA = clientOf(one.url);
    onB = clientOf(two.url);
    await createAdmin(first.db, 'two.owner@example.com', PASSWORD, null, 'owner');
    await createAdmin(first.db, 'two.editor@example.com', PASSWORD, null, 'editor');
    owner = await onA.signIn('two.owner@example.com');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await first?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses on one instance, at once, a person deactivated or demoted through the other', async () => {
    const editorId = (await first.db.select().from(adminUsers).where(eq(adminUsers.email, 'two.editor@example.com')))[0]!.id;
    const editor = await onB.signIn('two.editor@example.com');
    for (let i = 0; i < 10; i++) expect((await onB.get('/api/admin/destinations?limit=50', editor)).status).toBe(200);
    const demoted = await onA.send('PATCH', `/api/admin/users/${editorId}`, owner, { role: 'agent' });
    expect(demoted.status).toBe(200);
    expect((await onB.send('POST', '/api/destinations?regionId=1', editor, { name: 'Across', value: 'across', regionId: 1 })).status).toBe(403);
    expect((await onA.send('PATCH', `/api/admin/users/${editorId}`, owner, { isActive: false })).status).toBe(200);
    expect((await onB.get('/api/admin/destinations?limit=50', editor)).status).toBe(401);
  });

  it("shows a save made through one instance in the other's very next list read, even when it hears no NOTIFY", async () => {
    const page = async () => (await (await onB.get('/api/admin/destinations?limit=50&q=rottnest', owner)).json()) as { items: { id: number; name: string; version: number }[] };
    const before = (await page()).items[0]!;
    // B stops listening (and checking the version every 2 s): only the per-read version check is left.
    await b.content.stop();
    const saved = await onA.send('PUT', `/api/destinations/${before.id}`, owner, { name: 'Wadjemup across', version: before.version });
    expect(saved.status).toBe(200);
    expect((await page()).items[0]).toMatchObject({ name: 'Wadjemup across', version: before.version + 1 });
    const [row] = await first.db.select().from(destinations).where(eq(destinations.id, before.id));
    expect(row!.name).toBe('Wadjemup across');
  });
});
