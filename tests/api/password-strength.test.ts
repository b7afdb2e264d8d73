/**
 * Every way a password is set judges it by one policy (services/auth/password-policy.ts: 12 characters,
 * not the e-mail's name, zxcvbn score 3 or more), and a refusal says why in plain words: a setup link, a
 * reset link, one's own change, and the first owner's ADMIN_PASSWORD. Decision 0037.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { adminUsers } from '../../src/server/db/schema';
import { AdminPasswordRefused, ensureBootstrapAdmin } from '../../src/server/services/auth/bootstrap';
import { createAdmin, sessionCookieOf } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const OWNER = { email: 'strength.owner@example.com', password: 'wide sky over the strait' };
const PERSON = { email: 'new.pilot@example.com', name: 'Nina Pilot', password: 'copper kettle on the wing' };
/** Twelve characters or more, and guessable in seconds: each was accepted by the old common-password list. */
const WEAK = ['password1234', '123456789012', 'qwertyuiop12'];
const GUESSABLE = /^This password is too easy to guess\. .+\.$/;

describe.each(testDatabaseKinds())('password strength (%s)', (kind) => {
  let server: TestServer;
  let owner: string;

  const send = (method: string, path: string, body: unknown, cookie?: string) =>
    server.fetch(path, {
      method,
      headers: { origin: server.url, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const signedIn = async (email: string, password: string) => {
    const response = await server.post('/api/auth/login', { email, password });
    expect(response.status, await response.clone().text()).toBe(200);
    return sessionCookieOf(response)!;
  };
  /** A refusal on the new password: 400, the reason as the message and on the field, in plain words. */
  const expectRefusedAsGuessable = async (response: Response, password: string) => {
    expect(response.status, password).toBe(400);
    const body = (await response.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(body.message, password).toMatch(GUESSABLE);
    expect(body.issues, password).toEqual([{ path: 'newPassword', message: body.message }]);
    return body.message;
  };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await createAdmin(server.database.db, OWNER.email, OWNER.password, 'Olive Owner', 'owner');
    owner = await signedIn(OWNER.email, OWNER.password);
  });
  afterAll(() => server?.close());

  it('refuses password1234, 123456789012 and qwertyuiop12 on a setup link, saying why, and the link still works', async () => {
    const created = await send('POST', '/api/admin/users', { email: PERSON.email, name: PERSON.name, role: 'agent' }, owner);
    expect(created.status).toBe(201);
    const token = new URL(((await created.json()) as { setupUrl: string }).setupUrl).searchParams.get('token')!;
    const reasons = [];
    for (const password of WEAK) reasons.push(await expectRefusedAsGuessable(await server.post('/api/auth/reset', { token, newPassword: password }), password));
    expect(reasons.join('\n')).toMatch(/commonly used password/);
    // The product's name is among the first guesses, and the words say so.
    const product = await expectRefusedAsGuessable(await server.post('/api/auth/reset', { token, newPassword: 'charter flight 2026' }), 'charter flight 2026');
    expect(product).toMatch(/personal or page related data/);
    expect((await server.post('/api/auth/reset', { token, newPassword: PERSON.password })).status).toBe(200);
    await signedIn(PERSON.email, PERSON.password);
  });

  it("refuses them when a person changes their own password, and keeps the old one", async () => {
    const person = await signedIn(PERSON.email, PERSON.password);
    for (const password of WEAK) await expectRefusedAsGuessable(await send('POST', '/api/auth/password', { currentPassword: PERSON.password, newPassword: password }, person), password);
    await signedIn(PERSON.email, PERSON.password);
  });

  it("refuses a reset link's weak password the same way", async () => {
    const [row] = await server.database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, PERSON.email));
    const reset = await send('POST', `/api/admin/users/${row!.id}/reset-password`, {}, owner);
    expect(reset.status).toBe(200);
    const token = new URL(((await reset.json()) as { setupUrl: string }).setupUrl).searchParams.get('token')!;
    for (const password of WEAK) await expectRefusedAsGuessable(await server.post('/api/auth/reset', { token, newPassword: password }), password);
  });

  it("stops the first owner's creation on a weak ADMIN_PASSWORD, naming why, and creates nobody", async () => {
    const log = { info() {}, warn() {} };
    const first = (password: string) => ensureBootstrapAdmin(server.database.db, loadConfig({ DATA_DIR: server.dataDir, ADMIN_EMAIL: 'first.owner@example.com', ADMIN_PASSWORD: password }), log);
    await expect(first('abcdefghij')).rejects.toThrow(/^ADMIN_PASSWORD is refused for the first owner first\.owner@example\.com: Choose a password of at least 12 characters\. /);
    await expect(first('password1234')).rejects.toThrow(/^ADMIN_PASSWORD is refused .*: This password is too easy to guess\. This is similar to a commonly used password\./);
    await expect(first('qwertyuiop12')).rejects.toBeInstanceOf(AdminPasswordRefused);
    expect(await server.database.db.select().from(adminUsers).where(eq(adminUsers.email, 'first.owner@example.com'))).toEqual([]);
    expect(await first('a proper first owner passphrase')).toEqual({ action: 'created-from-env', email: 'first.owner@example.com' });
  });

  it('leaves an existing owner alone whatever ADMIN_PASSWORD says, so an upgraded install still starts', async () => {
    const warnings: string[] = [];
    const log = { info() {}, warn: (_fields: object, message: string) => void warnings.push(message) };
    const config = loadConfig({ DATA_DIR: server.dataDir, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: 'abcdefghij' });
    expect(await ensureBootstrapAdmin(server.database.db, config, log)).toEqual({ action: 'exists', email: OWNER.email });
    expect(warnings.join('\n')).toContain('ADMIN_PASSWORD is ignored');
  });
});
