import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as Argon2 from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/database';
import { adminUsers, auditLog, bookingRequests, sessions, wechatRequests } from '../../src/server/db/schema';
import { ensureBootstrapAdmin } from '../../src/server/services/auth/bootstrap';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../src/server/services/auth/password-hash';
import { SESSION_TTL_MS, sessionIdOf } from '../../src/server/services/auth/sessions';
import { PERMISSIONS } from '../../src/domain/staff/roles';
import { createAdmin, sessionCookieOf, signIn } from '../support/admin';
import { openTestDatabase, testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const EMAIL = 'pilot.admin@example.com';
const PASSWORD = 'correct horse battery staple';
const WRONG = { message: 'The e-mail or password is incorrect' };
const SIGN_IN = 'Please sign in to continue';
const CROSS_ORIGIN = 'This request must come from the admin panel itself';
const ADMIN_READS = ['/api/admin/booking-requests', '/api/admin/wechat-requests'];

/** The hash of every argon2 verification the server runs, in order; the real verification runs as ever. */
const verifiedHashes = vi.hoisted(() => [] as string[]);
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  return {
    ...argon2,
    verify: (...args: Parameters<typeof argon2.verify>) => {
      verifiedHashes.push(String(args[0]));
      return argon2.verify(...args);
    },
  };
});

/** The Set-Cookie line of the session cookie. */
function sessionSetCookie(response: Response): string {
  const line = response.headers.getSetCookie().find((c) => c.startsWith('charter_session='));
  if (!line) throw new Error('no session Set-Cookie');
  return line;
}

/** The token inside a signed cookie value `charter_session=<token>.<signature>`. */
function tokenOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice('charter_session='.length));
  return value.slice(0, value.lastIndexOf('.'));
}

async function sessionRow(server: TestServer, cookie: string) {
  const [row] = await server.database.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(tokenOf(cookie))));
  return row;
}

describe.each(testDatabaseKinds())('admin sign-in and sessions (%s)', (kind) => {
  describe('with a signed-in admin', () => {
    let server: TestServer;
    let clock: Date | undefined;
    let adminId: number;

    beforeAll(async () => {
      server = await startTestServer({ kind, now: () => clock ?? new Date() });
      adminId = (await createAdmin(server.database.db, EMAIL, PASSWORD, 'Ops')).id;
    });
    afterAll(() => server?.close());
    afterEach(() => {
      clock = undefined;
    });

    it('signs in, sets a session cookie and answers /me with the user', async () => {
      const login = await server.post('/api/auth/login', { email: EMAIL, password: PASSWORD });
      expect(login.status).toBe(200);
      expect(await login.json()).toEqual({ user: { id: adminId, email: EMAIL, name: 'Ops', role: 'owner', permissions: [...PERMISSIONS], twoFactorEnabled: false, twoFactorSetupRequired: false } });
      expect(login.headers.get('cache-control')).toBe('no-store');
      const cookie = sessionCookieOf(login)!;

      const me = await server.fetch('/api/auth/me', { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual({ user: { id: adminId, email: EMAIL, name: 'Ops', role: 'owner', permissions: [...PERMISSIONS], twoFactorEnabled: false, twoFactorSetupRequired: false } });

      // The row stores the SHA-256 of the token, never the token; lastLoginAt and the audit log are written.
      const row = await sessionRow(server, cookie);
      expect(row?.userId).toBe(adminId);
      expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.id).not.toContain(tokenOf(cookie));
      const [user] = await server.database.db.select().from(adminUsers).where(eq(adminUsers.id, adminId));
      expect(user?.lastLoginAt).toBeInstanceOf(Date);
      const audits = await server.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.userId, adminId), eq(auditLog.action, 'login')));
      expect(audits.length).toBeGreaterThanOrEqual(1);
      expect(audits[0]).toMatchObject({ userEmail: EMAIL, entity: 'admin_user', entityId: String(adminId) });
    });

    it('sets the cookie HttpOnly, SameSite=Lax, Path=/, 7 days, and not Secure over plain http', async () => {
      // An untrusted client's X-Forwarded-Proto is ignored (TRUST_PROXY is empty here).
      const login = await server.post('/api/auth/login', { email: EMAIL, password: PASSWORD }, { 'x-forwarded-proto': 'https' });
      expect(login.status).toBe(200);
      const line = sessionSetCookie(login);
      const attributes = line.split(';').map((a) => a.trim().toLowerCase());
      expect(attributes).toContain('httponly');
      expect(attributes).toContain('samesite=lax');
      expect(attributes).toContain('path=/');
      expect(attributes).toContain(`max-age=${7 * 24 * 60 * 60}`);
      expect(attributes).not.toContain('secure');
    });

    it('compares e-mails case-insensitively', async () => {
      const login = await server.post('/api/auth/login', { email: `  ${EMAIL.toUpperCase()} `, password: PASSWORD });
      expect(login.status).toBe(200);
    });

    it('answers /me with 401 without a session', async () => {
      const me = await server.fetch('/api/auth/me');
      expect(me.status).toBe(401);
      expect(await me.json()).toMatchObject({ message: SIGN_IN });
    });

    it('logs out: the session row is gone, the cookie is cleared, the old cookie no longer works', async () => {
      const cookie = await signIn(server, EMAIL, PASSWORD);
      expect(await sessionRow(server, cookie)).toBeDefined();
      expect((await server.fetch(ADMIN_READS[0]!, { headers: { cookie } })).status).toBe(200);

      const logout = await server.post('/api/auth/logout', {}, { cookie });
      expect(logout.status).toBe(200);
      expect(await logout.json()).toEqual({ message: 'Signed out' });
      const cleared = sessionSetCookie(logout).toLowerCase();
      expect(cleared).toMatch(/^charter_session=;/);
      expect(cleared).toContain('max-age=0');

      expect(await sessionRow(server, cookie)).toBeUndefined();
      const me = await server.fetch('/api/auth/me', { headers: { cookie } });
      expect(me.status).toBe(401);
      expect(await me.json()).toMatchObject({ message: SIGN_IN });
      for (const url of ADMIN_READS) {
        const read = await server.fetch(url, { headers: { cookie } });
        expect(read.status).toBe(401);
        expect(await read.json()).toMatchObject({ message: SIGN_IN });
      }
      const [audit] = await server.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.userId, adminId), eq(auditLog.action, 'logout')));
      expect(audit).toMatchObject({ userEmail: EMAIL, entity: 'admin_user' });

      // Signing out again, or without ever signing in, is fine.
      expect((await server.post('/api/auth/logout', {}, { cookie })).status).toBe(200);
      expect((await server.post('/api/auth/logout', {})).status).toBe(200);
    });

    it('refuses admin reads without a session and with forged cookies', async () => {
      const forgedUnsigned = `charter_session=${randomBytes(32).toString('base64url')}`;
      // Signed with the server's real secret but naming no session: the database still says no.
      const forgedSigned = `charter_session=${encodeURIComponent(server.app.signCookie(randomBytes(32).toString('base64url')))}`;
      for (const url of ADMIN_READS) {
        for (const headers of [{}, { cookie: forgedUnsigned }, { cookie: forgedSigned }, { cookie: 'charter_session=' }] as Record<string, string>[]) {
          const response = await server.fetch(url, { headers });
          expect(response.status, `${url} ${JSON.stringify(headers)}`).toBe(401);
          expect(await response.json()).toEqual({ message: SIGN_IN, issues: [] });
          expect(response.headers.get('cache-control')).toBe('no-store');
        }
      }
      // A query string that would be invalid still gets 401 first: nothing is validated for a stranger.
      expect((await server.fetch(`${ADMIN_READS[0]}?limit=0`)).status).toBe(401);
      // A forged cookie is dropped.
      const me = await server.fetch('/api/auth/me', { headers: { cookie: forgedSigned } });
      expect(me.status).toBe(401);
      expect(sessionSetCookie(me).toLowerCase()).toContain('max-age=0');
    });

    it('does not look at the session cookie on public paths', async () => {
      const response = await server.fetch('/healthz', { headers: { cookie: 'charter_session=forged' } });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([]);
    });

    it('lists booking and WeChat requests newest first, without idempotency columns, with limit and status', async () => {
      const { db } = server.database;
      const base = { passengers: 2, contactEmail: 'visitor@example.com', idempotencyKey: null };
      // Inserted oldest-last so that the order cannot come from the ids.
      const [newer] = await db
        .insert(bookingRequests)
        .values({ ...base, contactName: 'Newer', createdAt: new Date('2026-03-02T10:00:00Z'), status: 'contacted' })
        .returning();
      const [older] = await db
        .insert(bookingRequests)
        .values({ ...base, contactName: 'Older', createdAt: new Date('2026-03-01T10:00:00Z'), idempotencyKey: 'k-older', requestHash: 'h' })
        .returning();
      const [tie] = await db
        .insert(bookingRequests)
        .values({ ...base, contactName: 'Tie', createdAt: new Date('2026-03-02T10:00:00Z') })
        .returning();
      const wechatBase = { customerEmail: 'wx@example.com', departureDate: '2026-05-01', totalBagWeight: '12.5' };
      await db.insert(wechatRequests).values({ ...wechatBase, customerName: 'WX newer', createdAt: new Date('2026-04-02T00:00:00Z') });
      await db.insert(wechatRequests).values({ ...wechatBase, customerName: 'WX older', createdAt: new Date('2026-04-01T00:00:00Z') });

      const cookie = await signIn(server, EMAIL, PASSWORD);
      const get = (url: string) => server.fetch(url, { headers: { cookie } });

      const list = await get('/api/admin/booking-requests');
      expect(list.status).toBe(200);
      expect(list.headers.get('cache-control')).toBe('no-store');
      const { items } = (await list.json()) as { items: Record<string, unknown>[] };
      const names = items.map((i) => i.contactName).filter((n) => ['Newer', 'Older', 'Tie'].includes(n as string));
      expect(names).toEqual(['Tie', 'Newer', 'Older']); // same createdAt: higher id first
      for (let i = 1; i < items.length; i++) {
        const [a, b] = [items[i - 1]!, items[i]!];
        expect(a.createdAt as string >= (b.createdAt as string)).toBe(true);
      }
      const first = items.find((i) => i.id === tie!.id)!;
      expect(first).not.toHaveProperty('idempotencyKey');
      expect(first).not.toHaveProperty('requestHash');
      expect(first).toMatchObject({ contactName: 'Tie', passengers: 2, status: 'new', addOns: {}, createdAt: '2026-03-02T10:00:00.000Z' });
      expect(items.find((i) => i.id === older!.id)).not.toHaveProperty('idempotencyKey');

      const limited = (await (await get('/api/admin/booking-requests?limit=1')).json()) as { items: { id: number }[] };
      expect(limited.items).toHaveLength(1);
      const contacted = (await (await get('/api/admin/booking-requests?status=contacted')).json()) as { items: { id: number; status: string }[] };
      expect(contacted.items.map((i) => i.id)).toContain(newer!.id);
      expect(contacted.items.every((i) => i.status === 'contacted')).toBe(true);

      for (const bad of ['limit=0', 'limit=501', 'limit=abc', 'status=lost']) {
        const response = await get(`/api/admin/booking-requests?${bad}`);
        expect(response.status, bad).toBe(400);
        const body = (await response.json()) as { message: string };
        expect(body.message).toMatch(/limit|status/);
      }

      const wechat = await get('/api/admin/wechat-requests');
      expect(wechat.status).toBe(200);
      const wx = ((await wechat.json()) as { items: Record<string, unknown>[] }).items;
      expect(wx.map((i) => i.customerName).filter((n) => String(n).startsWith('WX'))).toEqual(['WX newer', 'WX older']);
      expect(wx[0]).not.toHaveProperty('idempotencyKey');
      expect(wx[0]).toMatchObject({ totalBagWeight: 12.5, totalPassengerWeight: 0, departureDate: '2026-05-01', language: 'zh' });
    });

    it('slides the session expiry at most every 5 minutes and ends it after 7 idle days', async () => {
      const t0 = new Date();
      clock = t0;
      const cookie = await signIn(server, EMAIL, PASSWORD);
      const me = () => server.fetch('/api/auth/me', { headers: { cookie } });

      clock = new Date(t0.getTime() + 60_000);
      const early = await me();
      expect(early.status).toBe(200);
      expect(early.headers.getSetCookie()).toEqual([]); // no write within 5 minutes
      expect((await sessionRow(server, cookie))?.expiresAt.getTime()).toBe(t0.getTime() + SESSION_TTL_MS);

      const t1 = new Date(t0.getTime() + 6 * 60_000);
      clock = t1;
      const later = await me();
      expect(later.status).toBe(200);
      expect(sessionSetCookie(later).toLowerCase()).toContain(`max-age=${SESSION_TTL_MS / 1000}`);
      expect((await sessionRow(server, cookie))?.expiresAt.getTime()).toBe(t1.getTime() + SESSION_TTL_MS);

      clock = new Date(t1.getTime() + SESSION_TTL_MS + 1000);
      expect((await me()).status).toBe(401);
      expect(await sessionRow(server, cookie)).toBeUndefined(); // an expired session is deleted on sight
    });
  });

  describe('refused sign-ins', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ kind });
      await createAdmin(server.database.db, EMAIL, PASSWORD);
    });
    afterAll(() => server?.close());

    it('answers a wrong password and an unknown e-mail identically, each after one argon2 verification', async () => {
      const attempt = async (email: string) => {
        const before = verifiedHashes.length;
        const response = await server.post('/api/auth/login', { email, password: 'not the password' });
        const body = await response.json();
        return { status: response.status, body, verified: verifiedHashes.slice(before), cookies: response.headers.getSetCookie() };
      };
      const wrong = [];
      const unknown = [];
      for (let i = 0; i < 3; i++) {
        wrong.push(await attempt(EMAIL));
        unknown.push(await attempt(`nobody${i}@example.com`));
      }
      for (const r of [...wrong, ...unknown]) {
        expect(r.status).toBe(401);
        expect(r.body).toEqual({ ...WRONG, issues: [] });
        expect(r.cookies).toEqual([]);
      }
      // Both pay for one argon2 verification with the same parameters, so the time of the answer does not tell
      // them apart: the account's own hash, or a dummy one made alike when there is no account.
      const [account] = await server.database.db.select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.email, EMAIL));
      for (const r of wrong) expect(r.verified).toEqual([account!.passwordHash]);
      for (const r of unknown) expect(r.verified).toEqual([DUMMY_PASSWORD_HASH]);
      // Both write one audit row too: the owner sees the addresses tried, and timing does not tell them apart.
      const refusals = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'login_failed'));
      expect(refusals.filter((r) => (r.after as { email?: string } | null)?.email === 'nobody0@example.com')).toHaveLength(1);
      expect(refusals.filter((r) => (r.after as { reason?: string } | null)?.reason === 'password').length).toBeGreaterThanOrEqual(3);
    });

    it('refuses sign-in from another origin (403) and accepts Sec-Fetch-Site: same-origin', async () => {
      const body = { email: EMAIL, password: PASSWORD };
      const evil = await server.post('/api/auth/login', body, { origin: 'http://evil.example' });
      expect(evil.status).toBe(403);
      expect(await evil.json()).toMatchObject({ message: CROSS_ORIGIN });
      expect(evil.headers.getSetCookie()).toEqual([]);

      const send = (headers: Record<string, string>) =>
        server.fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
      expect((await send({})).status).toBe(403); // neither Origin nor Sec-Fetch-Site
      expect((await send({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await send({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);

      const logout = await server.post('/api/auth/logout', {}, { origin: 'null' });
      expect(logout.status).toBe(403);
      expect(await logout.json()).toMatchObject({ message: CROSS_ORIGIN });
    });
  });

  describe('malformed sign-in bodies', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ kind });
    });
    afterAll(() => server?.close());

    it('answers 400 with a plain message for missing fields, wrong types and bad JSON', async () => {
      const cases: [unknown, RegExp][] = [
        [{}, /e-mail|password/i],
        [{ email: EMAIL }, /password: Enter your password/],
        [{ email: 42, password: true }, /email: Enter your e-mail address/],
        ['{"email": "a@b.c", "password": ', /not valid JSON/],
        ['', /empty/],
      ];
      for (const [body, message] of cases) {
        const response = await server.post('/api/auth/login', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        const json = (await response.json()) as { message: string; issues: unknown[] };
        expect(json.message).toMatch(message);
        expect(json.message).not.toMatch(/FST_|Zod|at Object/);
      }
      const send = (headers: Record<string, string>, body?: string) =>
        server.fetch('/api/auth/login', { method: 'POST', headers: { origin: server.url, ...headers }, ...(body === undefined ? {} : { body }) });
      // Not JSON at all: plain text, no body, a JSON array.
      for (const response of [
        await send({ 'content-type': 'text/plain' }, 'email=a&password=b'),
        await send({}),
        await send({ 'content-type': 'application/json' }, '["a@b.c", "pw"]'),
      ]) {
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toBe('Send the e-mail and password as a JSON object');
      }
    });
  });

  describe('sign-in rate limit', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ kind });
      await createAdmin(server.database.db, EMAIL, PASSWORD);
    });
    afterAll(() => server?.close());

    it('allows 10 attempts a minute per address, then answers 429 even to the right password', async () => {
      for (let i = 0; i < 10; i++) {
        expect((await server.post('/api/auth/login', { email: EMAIL, password: `guess-${i}` })).status).toBe(401);
      }
      const blocked = await server.post('/api/auth/login', { email: EMAIL, password: PASSWORD });
      expect(blocked.status).toBe(429);
      const body = (await blocked.json()) as { message: string };
      expect(body.message).toMatch(/^Too many requests/);
      expect(blocked.headers.getSetCookie()).toEqual([]);
      // Reads are not part of the sign-in budget.
      expect((await server.fetch('/api/auth/me')).status).toBe(401);
    });
  });

  describe('behind a trusted HTTPS proxy', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ kind, env: { TRUST_PROXY: '127.0.0.1' } });
      await createAdmin(server.database.db, EMAIL, PASSWORD);
    });
    afterAll(() => server?.close());

    it('marks the cookie Secure when the proxy says the request came over https', async () => {
      const httpsOrigin = server.url.replace(/^http:/, 'https:');
      const login = await server.post('/api/auth/login', { email: EMAIL, password: PASSWORD }, { 'x-forwarded-proto': 'https', origin: httpsOrigin });
      expect(login.status).toBe(200);
      const attributes = sessionSetCookie(login).split(';').map((a) => a.trim().toLowerCase());
      expect(attributes).toContain('secure');
      expect(attributes).toContain('httponly');
      expect(attributes).toContain('samesite=lax');

      // The http origin no longer matches an https request.
      const mismatch = await server.post('/api/auth/login', { email: EMAIL, password: PASSWORD }, { 'x-forwarded-proto': 'https' });
      expect(mismatch.status).toBe(403);

      // Without the forwarded header the request is plain http: no Secure.
      const plain = await server.post('/api/auth/login', { email: EMAIL, password: PASSWORD });
      expect(plain.status).toBe(200);
      expect(sessionSetCookie(plain).toLowerCase().split(';').map((a) => a.trim())).not.toContain('secure');
    });
  });

  describe('bootstrap admin', () => {
    const opened: { database: DatabaseHandle; dataDir: string }[] = [];
    const open = async () => {
      const database = await openTestDatabase(kind);
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-bootstrap-'));
      opened.push({ database, dataDir });
      return { db: database.db, dataDir };
    };
    const logger = () => ({ info: vi.fn(), warn: vi.fn() });
    afterAll(async () => {
      for (const { database, dataDir } of opened) {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('creates the ADMIN_EMAIL admin once and never resets its password', async () => {
      const { db, dataDir } = await open();
      const log = logger();
      const config = loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'Chief.Pilot@Example.com', ADMIN_PASSWORD: 'first-password-123' });
      expect(await ensureBootstrapAdmin(db, config, log)).toEqual({ action: 'created-from-env', email: 'chief.pilot@example.com' });

      const again = { ...config, ADMIN_PASSWORD: 'second-password-456' };
      expect(await ensureBootstrapAdmin(db, again, log)).toEqual({ action: 'exists', email: 'chief.pilot@example.com' });

      const rows = await db.select().from(adminUsers);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.email).toBe('chief.pilot@example.com');
      expect(await verifyPassword(rows[0]!.passwordHash, 'first-password-123')).toBe(true);
      expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(rows[0]!.role).toBe('owner');
      expect(existsSync(path.join(dataDir, 'admin-credentials.txt'))).toBe(false);
      // The second start's different password is ignored, and the log says so and how to reset instead.
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(log.warn.mock.calls[0])).toContain('ADMIN_PASSWORD is ignored');
      expect(JSON.stringify(log.warn.mock.calls[0])).toContain('npm run admin -- reset-password chief.pilot@example.com');
      expect(JSON.stringify(log.warn.mock.calls[0])).not.toContain('second-password-456');

      // The same password again: nothing to warn about.
      expect(await ensureBootstrapAdmin(db, config, log)).toEqual({ action: 'exists', email: 'chief.pilot@example.com' });
      expect(log.warn).toHaveBeenCalledTimes(1);
    });

    it('without env, generates admin@localhost with a random password in a 0600 file, once', async () => {
      const { db, dataDir } = await open();
      const log = logger();
      const config = loadConfig({ DATA_DIR: dataDir });
      const result = await ensureBootstrapAdmin(db, config, log);
      const file = path.join(dataDir, 'admin-credentials.txt');
      expect(result).toEqual({ action: 'generated', email: 'admin@localhost', credentialsFile: file });

      expect(statSync(file).mode & 0o777).toBe(0o600);
      const text = readFileSync(file, 'utf8');
      expect(text).toContain('email: admin@localhost');
      const password = /password: (\S+)/.exec(text)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
      const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, 'admin@localhost'));
      expect(await verifyPassword(row!.passwordHash, password!)).toBe(true);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(log.warn.mock.calls[0])).toContain(file);
      expect(JSON.stringify(log.warn.mock.calls[0])).not.toContain(password!);

      // A restart changes nothing: an admin exists.
      expect(await ensureBootstrapAdmin(db, config, log)).toEqual({ action: 'none' });
      expect(await db.select().from(adminUsers)).toHaveLength(1);
      expect(readFileSync(file, 'utf8')).toBe(text);
      expect(log.warn).toHaveBeenCalledTimes(1);
    });

    it('leaves an installation that already has an admin alone', async () => {
      const { db, dataDir } = await open();
      await createAdmin(db, EMAIL, PASSWORD);
      const log = logger();
      expect(await ensureBootstrapAdmin(db, loadConfig({ DATA_DIR: dataDir }), log)).toEqual({ action: 'none' });
      expect(existsSync(path.join(dataDir, 'admin-credentials.txt'))).toBe(false);
      expect(log.warn).not.toHaveBeenCalled();
    });
  });
});
