/**
 * No log line, at any level and in either format, carries a token, code, password or secret: the real app
 * with the process logger (logging/logger.ts) at trace, over real HTTP, through setup and reset links (page
 * and API), password changes, two-factor sign-ins with wrong and right codes, recovery codes, an upload link,
 * a query that names a secret, a route that declares a secret path segment, and an error whose message
 * echoes its URL. The account events also record the address and device (decision 0037).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { auditLog } from '../../src/server/db/schema';
import { createLogger, type LogFormat } from '../../src/server/logging/logger';
import { createAdmin, sessionCookieOf } from '../support/admin';
import { openTestDatabase, testDatabaseKinds, type TestDatabaseHandle } from '../support/databases';
import { quoteFieldsExample } from '../support/quotes';

const OWNER = { email: 'logs.owner@example.com', password: 'owls above the runway' };
const PERSON = { email: 'logs.person@example.com', name: 'Lou Logs', first: 'kites over the salt lake', second: 'a barge of red lanterns' };
const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FUTURE_TOKEN = 'qt_8fJ2kLmN4pQrStUvWxYz0123456789abcdefGHIJ';

const cases = testDatabaseKinds().flatMap((kind) => (['json', 'pretty'] as const).map((format) => [kind, format] as const));

describe.each(cases)('no secret in the log (%s, %s)', (kind, format: LogFormat) => {
  let app: FastifyInstance;
  let database: TestDatabaseHandle;
  let dataDir: string;
  let url: string;
  let log = '';
  /** Every secret the scenario handles; none may appear in the log. */
  const secrets = new Set<string>([OWNER.password, PERSON.first, PERSON.second, FUTURE_TOKEN]);

  const call = (pathname: string, init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) =>
    fetch(new URL(pathname, url), {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        origin: url,
        'user-agent': CHROME_ON_WINDOWS,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const cookieOf = (response: Response) => {
    const cookie = sessionCookieOf(response)!;
    secrets.add(cookie.slice('charter_session='.length));
    return cookie;
  };
  /** Bytes the HTTP parser refuses; answers once the server has closed the connection. */
  const rawRequest = (bytes: string) =>
    new Promise<void>((resolve) => {
      const socket = net.connect(Number(new URL(url).port), '127.0.0.1', () => socket.end(bytes));
      socket.on('data', () => {});
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
  const linkToken = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    const token = new URL(((await response.json()) as { setupUrl: string }).setupUrl).searchParams.get('token')!;
    secrets.add(token);
    return token;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-no-secret-logs-'));
    const destination = new PassThrough();
    destination.on('data', (chunk: Buffer) => (log += chunk.toString()));
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' }),
      database,
      sessionSecret: 'no-secret-in-logs-'.padEnd(48, 'x'),
      logger: createLogger({ level: 'trace', format, destination }),
    });
    // A call that fails echoing its own URL: it only declares what it holds; the log does the rest.
    app.get('/api/echoes-its-url', async (request) => {
      throw new Error(`could not handle ${request.url} (Authorization: Bearer ${FUTURE_TOKEN})`);
    });
    url = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('[::1]', '127.0.0.1');
    await createAdmin(database.db, OWNER.email, OWNER.password, 'Olive Owner', 'owner');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('never writes a link token, password, code, TOTP secret or session cookie, and writes [redacted] where one was', async () => {
    const owner = cookieOf(await call('/api/auth/login', { body: { email: OWNER.email, password: OWNER.password } }));

    // A setup link: its page and its API call, a refused password, a good one (from a known address and device).
    const setup = await linkToken(await call('/api/admin/users', { body: { email: PERSON.email, name: PERSON.name, role: 'editor' }, cookie: owner }));
    expect((await call(`/admin/set-password?token=${setup}`)).status).toBe(200);
    expect((await call(`/api/auth/reset?token=${setup}`)).status).toBe(200);
    expect((await call('/api/auth/reset', { body: { token: setup, newPassword: 'password1234' } })).status).toBe(400);
    const set = await call('/api/auth/reset', { body: { token: setup, newPassword: PERSON.first }, headers: { 'x-forwarded-for': '198.51.100.23' } });
    expect(set.status).toBe(200);
    expect((await call(`/api/auth/reset?token=${setup}`)).status).toBe(410);

    // Two-factor on, a wrong code, a right code, a recovery code.
    let person = cookieOf(await call('/api/auth/login', { body: { email: PERSON.email, password: PERSON.first } }));
    const { secret } = (await (await call('/api/auth/two-factor/setup', { body: {}, cookie: person })).json()) as { secret: string };
    secrets.add(secret);
    const enableCode = authenticator.generate(secret);
    secrets.add(enableCode);
    const { recoveryCodes } = (await (await call('/api/auth/two-factor/enable', { body: { code: enableCode }, cookie: person })).json()) as { recoveryCodes: string[] };
    for (const code of recoveryCodes) secrets.add(code);
    const wrongCode = String((Number(enableCode) + 500_000) % 1_000_000).padStart(6, '0');
    secrets.add(wrongCode);
    expect((await call('/api/auth/login', { body: { email: PERSON.email, password: PERSON.first, code: wrongCode } })).status).toBe(401);
    expect((await call('/api/auth/login', { body: { email: PERSON.email, password: PERSON.first, code: recoveryCodes[0] } })).status).toBe(200);
    person = cookieOf(await call('/api/auth/login', { body: { email: PERSON.email, password: PERSON.first, code: recoveryCodes[1] } }));

    // One's own change, a wrong confirmation, and a reset link opened and used.
    expect((await call('/api/auth/confirm-password', { body: { password: 'not my password at all' }, cookie: person })).status).toBe(400);
    expect((await call('/api/auth/password', { body: { currentPassword: PERSON.first, newPassword: PERSON.second }, cookie: person })).status).toBe(200);
    const personId = ((await (await call('/api/admin/users', { cookie: owner })).json()) as { id: number; email: string }[]).find((u) => u.email === PERSON.email)!.id;
    const reset = await linkToken(await call(`/api/admin/users/${personId}/reset-password`, { body: {}, cookie: owner }));
    expect((await call(`/admin/set-password?token=${reset}`)).status).toBe(200);
    expect((await call(`/api/auth/reset?token=${reset}`)).status).toBe(200);
    expect((await call('/api/auth/reset', { body: { token: reset, newPassword: 'qwertyuiop12' } })).status).toBe(400);
    expect((await call('/api/auth/reset', { body: { token: reset, newPassword: PERSON.first } })).status).toBe(200);

    // An upload link's token is its path; a query naming a secret; a declared secret path; an error echoing its URL.
    const { uploadURL } = (await (await call('/api/upload/url?purpose=image', { cookie: owner })).json()) as { uploadURL: string };
    const uploadToken = new URL(uploadURL).pathname.split('/').at(-1)!;
    secrets.add(uploadToken);
    expect((await fetch(new URL(new URL(uploadURL).pathname, url), { method: 'PUT', headers: { 'content-type': 'image/png' }, body: 'not a png' })).status).toBeGreaterThanOrEqual(400);
    expect((await call(`/api/regions?code=${FUTURE_TOKEN}&signature=${FUTURE_TOKEN}&apiKey=${FUTURE_TOKEN}`)).status).toBe(200);
    expect((await call(`/api/quotes/${FUTURE_TOKEN}?lang=en`, { headers: { authorization: `Bearer ${FUTURE_TOKEN}` } })).status).toBe(404);
    // A real quote's link (decision 0057): its page, its read and its accept (409: still a draft), the token as the path.
    const made = await call('/api/admin/quotes', { body: quoteFieldsExample(), cookie: owner });
    const quoteToken = new URL(((await made.json()) as { url: string }).url).pathname.split('/').at(-1)!;
    secrets.add(quoteToken);
    expect((await call(`/quotes/${quoteToken}`)).status).toBeLessThan(500);
    expect((await call(`/api/quotes/${quoteToken}`)).status).toBe(200);
    expect((await call(`/api/quotes/${quoteToken}/accept`, { body: { name: 'Log Reader', acceptTerms: true, passengers: [{ name: 'Log Reader', weightKg: 80 }] } })).status).toBe(409);
    // Cancelling and weather from the link (no booking yet: 409 in words), the token redacted as well.
    expect((await call(`/api/quotes/${quoteToken}/cancellation`)).status).toBe(409);
    expect((await call(`/api/quotes/${quoteToken}/cancel`, { body: { confirm: true } })).status).toBe(409);
    expect((await call(`/api/quotes/${quoteToken}/rebook`, { body: { date: '2099-01-01' } })).status).toBe(409);
    expect((await call(`/api/echoes-its-url?token=${FUTURE_TOKEN}`)).status).toBe(500);
    await call('/api/auth/logout', { body: {}, cookie: owner });
    // A request the HTTP parser refuses: Fastify logs the error, whose rawPacket holds the bytes sent, at trace.
    await rawRequest(`GET /admin/set-password?token=${FUTURE_TOKEN} HTTP/1.1\r\nHost: x\r\nCookie: charter_session=${FUTURE_TOKEN}\r\nno colon here\r\n\r\n`);
    // A probe is logged at debug: the same redaction below info.
    expect((await call(`/healthz?token=${FUTURE_TOKEN}`)).status).toBe(200);

    expect(log).toContain('/admin/set-password?token=[redacted]');
    expect(log).toContain('/api/auth/reset?token=[redacted]');
    expect(log).toContain('/objects/upload/[redacted]');
    expect(log).toContain('/api/regions?code=[redacted]&signature=[redacted]&apiKey=[redacted]');
    expect(log).toContain('/api/quotes/[redacted]?lang=en');
    expect(log).toContain('/quotes/[redacted]');
    expect(log).toContain('/api/quotes/[redacted]/accept');
    expect(log).toContain('/api/echoes-its-url?token=[redacted]');
    expect(log).toMatch(/request failed/);
    // Redaction keeps what is not a secret: the status of every request line.
    expect(log).toMatch(format === 'json' ? /"statusCode":500/ : / 500 \d/);
    // Whole words only: a six-digit code could be part of a timestamp by chance.
    const leaked = [...secrets].filter((secret) => new RegExp(`(?<![A-Za-z0-9])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`).test(log));
    expect(leaked).toEqual([]);
    // Debug lines were written too (the logger is at trace): the check covered the levels below info.
    expect(log).toContain('/healthz?token=[redacted]');
    expect(log).toContain('client error');
    expect(log).toMatch(/\[\d+ bytes\]/);
    expect(format === 'json' ? log.includes('"level":20') : log.includes('DEBUG')).toBe(true);
  });

  it('records the address and device on the account events, as on sign-ins', async () => {
    const rows = await database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entity, 'admin_user'));
    const byAction = (action: string) => rows.filter((r) => r.action === action).map((r) => r.after as Record<string, unknown>);
    expect(byAction('password_set')).toEqual([expect.objectContaining({ ip: '198.51.100.23', device: 'Chrome on Windows' })]);
    for (const action of ['login', 'login_failed', 'password_reset', 'password_change', 'two_factor_on', 'reset_link', 'create', 'logout']) {
      expect(byAction(action).length, action).toBeGreaterThan(0);
      for (const after of byAction(action)) expect(after, action).toMatchObject({ ip: '127.0.0.1', device: expect.any(String) });
    }
    expect(byAction('password_change')).toEqual([expect.objectContaining({ device: 'Chrome on Windows' })]);
  });
});
