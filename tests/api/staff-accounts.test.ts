/**
 * Staff accounts (decision 0031) over real HTTP: adding a person with a one-time setup link (e-mailed), the
 * password policy, reset links (once, 24 hours), password change and sessions, deactivation, the 15-minute
 * re-authentication, TOTP two-factor with recovery codes, the owner requiring two-factor, and the audit log.
 * One server for the file; its clock is ours (`now`), so "16 minutes later" takes no time.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffSession, StaffUser } from '../../src/domain/api/staff';
import { adminUsers, auditLog, oneTimeTokens } from '../../src/server/db/schema';
import { WRONG_CREDENTIALS_MESSAGE } from '../../src/server/routes/auth';
import { ACCOUNT_SIGN_IN_LIMIT } from '../../src/server/services/auth/account-sign-in-limit';
import { LINK_GONE_MESSAGE } from '../../src/server/services/auth/one-time-links';
import { PASSWORD_CONTAINS_EMAIL_MESSAGE, PASSWORD_GUESSABLE_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '../../src/server/services/auth/password-policy';
import { OWN_TWO_FACTOR_FIRST_MESSAGE } from '../../src/server/services/auth/security-settings';
import { EMAIL_TAKEN_MESSAGE, LAST_OWNER_MESSAGE } from '../../src/server/services/staff/staff-writes';
import { createAdmin, sessionCookieOf } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';
import { startSmtpSink } from '../support/smtp-sink';

const OWNER = 'owner.accounts@example.com';
const OWNER_PASSWORD = 'the owner has a long one';
const EDITOR = 'editor.accounts@example.com';
const EDITOR_PASSWORD = 'the editor has a long one';
const AGENT = 'agent.smith@example.com';
const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0';

describe.each(testDatabaseKinds())('staff accounts (%s)', (kind) => {
  let server: TestServer;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let clock = new Date();
  let owner: string;
  let agentId: number;
  let agentPassword = 'agent password number one';
  let address = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    // 127.0.0.1 is a trusted proxy, so each sign-in names its own client address (the per-address limit).
    server = await startTestServer({ kind, now: () => clock, env: { TRUST_PROXY: '127.0.0.1', SMTP_URL: sink.url } });
    await createAdmin(server.database.db, OWNER, OWNER_PASSWORD, 'Olive Owner', 'owner');
    await createAdmin(server.database.db, EDITOR, EDITOR_PASSWORD, 'Eddie Editor', 'editor');
    owner = await signedIn(OWNER, OWNER_PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const login = (email: string, password: string, extra: { code?: string; userAgent?: string; ip?: string } = {}) =>
    server.post(
      '/api/auth/login',
      { email, password, ...(extra.code ? { code: extra.code } : {}) },
      { 'x-forwarded-for': extra.ip ?? `10.13.0.${++address}`, ...(extra.userAgent ? { 'user-agent': extra.userAgent } : {}) },
    );
  async function signedIn(email: string, password: string, extra: Parameters<typeof login>[2] = {}): Promise<string> {
    const response = await login(email, password, extra);
    expect(response.status, await response.clone().text()).toBe(200);
    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    return cookie!;
  }
  const get = (path: string, cookie?: string) => server.fetch(path, { headers: cookie ? { cookie } : {} });
  const send = (method: string, path: string, body: unknown, cookie?: string) =>
    server.fetch(path, {
      method,
      headers: { origin: server.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const tokenOf = (setupUrl: string) => new URL(setupUrl).searchParams.get('token')!;
  const totp = (secret: string) => authenticator.clone({ epoch: clock.getTime() }).generate(secret);
  const staffList = async () => (await (await get('/api/admin/users', owner)).json()) as StaffUser[];
  const failuresOf = async (email: string) => (await staffList()).find((u) => u.email === email)!.recentFailedSignIns;
  const wrongCredentials = async (response: Response) => {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: WRONG_CREDENTIALS_MESSAGE, issues: [] });
    expect(sessionCookieOf(response) ?? 'charter_session=').toBe('charter_session=');
  };

  it('adds a person with a one-time setup link, e-mailed, which sets a password that passes the policy, once', async () => {
    const created = await send('POST', '/api/admin/users', { email: ' Agent.Smith@Example.com ', name: 'Agent Smith', role: 'agent' }, owner);
    expect(created.status).toBe(201);
    const body = (await created.json()) as { user: StaffUser; setupUrl: string; expiresAt: string; emailed: boolean };
    agentId = body.user.id;
    expect(body.user).toMatchObject({ email: AGENT, name: 'Agent Smith', role: 'agent', isActive: true, invitePending: true, twoFactorEnabled: false });
    expect(body.setupUrl).toMatch(new RegExp(`^${server.url}/admin/set-password\\?token=[A-Za-z0-9_-]{43}$`));
    expect(new Date(body.expiresAt).getTime() - clock.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(body.emailed).toBe(true);
    const mail = sink.messages.at(-1)!;
    expect(mail.to.join(' ')).toContain(AGENT);
    // Quoted-printable: undo soft line breaks and =3D before looking for the link.
    expect(mail.data.replaceAll('=\r\n', '').replaceAll('=3D', '=')).toContain(body.setupUrl);

    const again = await send('POST', '/api/admin/users', { email: AGENT, name: 'Someone', role: 'editor' }, owner);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: EMAIL_TAKEN_MESSAGE });

    const token = tokenOf(body.setupUrl);
    const info = await get(`/api/auth/reset?token=${token}`);
    expect(info.status).toBe(200);
    expect(await info.json()).toEqual({ email: AGENT, name: 'Agent Smith', purpose: 'setup' });
    // Nobody can sign in to the account before the person chose a password.
    await wrongCredentials(await login(AGENT, ''.padEnd(20, 'x')));

    const guessable = expect.stringMatching(new RegExp(`^${PASSWORD_GUESSABLE_MESSAGE.replace('.', '\\.')} This is a commonly used password\\.`));
    const refusals: [string, unknown][] = [
      ['ten chars!', PASSWORD_TOO_SHORT_MESSAGE],
      ['eleven char', PASSWORD_TOO_SHORT_MESSAGE],
      ['qwerty123456', guessable],
      ['QWERTY123456', guessable],
      ['my name is Agent.Smith!', PASSWORD_CONTAINS_EMAIL_MESSAGE],
    ];
    for (const [newPassword, message] of refusals) {
      const refused = await server.post('/api/auth/reset', { token, newPassword });
      expect(refused.status, newPassword).toBe(400);
      expect(await refused.json()).toMatchObject({ message, issues: [{ path: 'newPassword', message }] });
    }
    // Twelve characters with spaces around: kept exactly, never trimmed.
    agentPassword = '  agent pw 1  ';
    const set = await server.post('/api/auth/reset', { token, newPassword: agentPassword });
    expect(set.status).toBe(200);
    for (const response of [await server.post('/api/auth/reset', { token, newPassword: 'another good password' }), await get(`/api/auth/reset?token=${token}`)]) {
      expect(response.status).toBe(410);
      expect(await response.json()).toMatchObject({ message: LINK_GONE_MESSAGE });
    }
    await wrongCredentials(await login(AGENT, agentPassword.trim()));
    await signedIn(AGENT, agentPassword);
    expect((await staffList()).find((u) => u.id === agentId)).toMatchObject({ invitePending: false, role: 'agent' });
  });

  it("answers an unknown, a used and an expired link alike (410); a reset link ends all the person's sessions", async () => {
    const unknown = await get(`/api/auth/reset?token=${'x'.repeat(43)}`);
    expect(unknown.status).toBe(410);
    expect(await unknown.json()).toMatchObject({ message: LINK_GONE_MESSAGE });

    const agent = await signedIn(AGENT, agentPassword);
    const expiring = (await (await send('POST', `/api/admin/users/${agentId}/reset-password`, {}, owner)).json()) as { setupUrl: string };
    const expiringToken = tokenOf(expiring.setupUrl);
    expect(await (await get(`/api/auth/reset?token=${expiringToken}`)).json()).toMatchObject({ purpose: 'reset', email: AGENT });
    // 24 hours and a second later, by the row.
    const tokenId = createHash('sha256').update(expiringToken).digest('hex');
    await server.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(clock.getTime() - 1000) })
      .where(eq(oneTimeTokens.id, tokenId));
    for (const response of [await get(`/api/auth/reset?token=${expiringToken}`), await server.post('/api/auth/reset', { token: expiringToken, newPassword: 'a fine new password' })]) {
      expect(response.status).toBe(410);
      expect(await response.json()).toMatchObject({ message: LINK_GONE_MESSAGE });
    }
    expect((await get('/api/auth/me', agent)).status).toBe(200);

    const fresh = (await (await send('POST', `/api/admin/users/${agentId}/reset-password`, {}, owner)).json()) as { setupUrl: string; emailed: boolean };
    expect(fresh.emailed).toBe(true);
    agentPassword = 'agent password number two';
    expect((await server.post('/api/auth/reset', { token: tokenOf(fresh.setupUrl), newPassword: agentPassword })).status).toBe(200);
    expect((await get('/api/auth/me', agent)).status).toBe(401);
    expect((await server.post('/api/auth/reset', { token: tokenOf(fresh.setupUrl), newPassword: 'and yet another one' })).status).toBe(410);
    await signedIn(AGENT, agentPassword);
  });

  it("changing one's password refuses weak ones and ends every other session of that person", async () => {
    const here = await signedIn(AGENT, agentPassword);
    const elsewhere = await signedIn(AGENT, agentPassword);
    const change = (currentPassword: string, newPassword: string) => send('POST', '/api/auth/password', { currentPassword, newPassword }, here);

    const wrong = await change('not the password', 'a perfectly fine password');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'The current password is not right' });
    expect(await (await change(agentPassword, 'ten chars!')).json()).toMatchObject({ message: PASSWORD_TOO_SHORT_MESSAGE });
    expect(await (await change(agentPassword, 'qwertyqwerty')).json()).toMatchObject({ message: expect.stringMatching(/^This password is too easy to guess\. Repeated character patterns/) });

    const changed = await change(agentPassword, 'agent password number three');
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { endedSessions: number }).endedSessions).toBeGreaterThanOrEqual(1);
    expect((await get('/api/auth/me', elsewhere)).status).toBe(401);
    expect((await get('/api/auth/me', here)).status).toBe(200);
    await wrongCredentials(await login(AGENT, agentPassword));
    agentPassword = 'agent password number three';
    await signedIn(AGENT, agentPassword);
  });

  it("lists one's sessions by device, address and last use, and ends one or all the others", async () => {
    const chrome = await signedIn(AGENT, agentPassword, { userAgent: CHROME_ON_WINDOWS, ip: '203.0.113.7' });
    const firefox = await signedIn(AGENT, agentPassword, { userAgent: FIREFOX_ON_MAC, ip: '198.51.100.9' });
    const list = (await (await get('/api/auth/sessions', chrome)).json()) as StaffSession[];
    const mine = list.find((s) => s.current)!;
    expect(mine).toMatchObject({ device: 'Chrome on Windows', ip: '203.0.113.7', current: true });
    expect(new Date(mine.absoluteExpiresAt).getTime() - new Date(mine.createdAt).getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    const other = list.find((s) => s.device === 'Firefox on macOS')!;
    expect(other).toMatchObject({ ip: '198.51.100.9', current: false });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    // The public handle is neither the cookie nor the stored hash.
    expect(firefox).not.toContain(other.id);

    const ended = await send('DELETE', `/api/auth/sessions/${other.id}`, undefined, chrome);
    expect(await ended.json()).toEqual({ ended: 1 });
    expect((await get('/api/auth/me', firefox)).status).toBe(401);

    const third = await signedIn(AGENT, agentPassword);
    const others = await send('POST', '/api/auth/sessions/end-others', {}, chrome);
    expect(((await others.json()) as { ended: number }).ended).toBeGreaterThanOrEqual(1);
    expect((await get('/api/auth/me', third)).status).toBe(401);
    expect((await get('/api/auth/me', chrome)).status).toBe(200);
  });

  it("deactivating a person ends their session at once and they cannot sign in; the last owner stays an owner", async () => {
    const agent = await signedIn(AGENT, agentPassword);
    const deactivated = await send('PATCH', `/api/admin/users/${agentId}`, { isActive: false }, owner);
    expect(deactivated.status).toBe(200);
    expect(await deactivated.json()).toMatchObject({ isActive: false });
    expect((await get('/api/auth/me', agent)).status).toBe(401);
    // The same answer as a wrong password: a deactivated account is not revealed.
    await wrongCredentials(await login(AGENT, agentPassword));
    const reactivated = (await (await send('PATCH', `/api/admin/users/${agentId}`, { isActive: true, role: 'editor' }, owner)).json()) as StaffUser;
    expect(reactivated).toMatchObject({ isActive: true, role: 'editor' });
    const back = (await (await send('PATCH', `/api/admin/users/${agentId}`, { role: 'agent', version: reactivated.version }, owner)).json()) as StaffUser;
    expect(back.role).toBe('agent');
    // A stale version is a conflict, as for every editable row.
    const stale = await send('PATCH', `/api/admin/users/${agentId}`, { name: 'Agent S.', version: reactivated.version }, owner);
    expect(stale.status).toBe(409);
    await signedIn(AGENT, agentPassword);

    const ownerId = (await staffList()).find((u) => u.email === OWNER)!.id;
    for (const patch of [{ role: 'editor' }, { isActive: false }]) {
      const refused = await send('PATCH', `/api/admin/users/${ownerId}`, patch, owner);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ message: LAST_OWNER_MESSAGE });
    }
    const sessionsEnded = await send('DELETE', `/api/admin/users/${agentId}/sessions`, undefined, owner);
    expect(((await sessionsEnded.json()) as { ended: number }).ended).toBeGreaterThanOrEqual(1);
  });

  it('asks for the password again before staff and settings changes once the sign-in is 15 minutes old', async () => {
    const editor = await signedIn(EDITOR, EDITOR_PASSWORD);
    later(16 * 60 * 1000);
    const stale = await send('PATCH', `/api/admin/users/${agentId}`, { name: 'Agent Smith Jr' }, owner);
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ message: 'Enter your password again to continue', code: 'reauthenticate' });
    const settings = await send('PUT', '/api/admin/security', { requireTwoFactor: false }, owner);
    expect(await settings.json()).toMatchObject({ code: 'reauthenticate' });
    // Reads, and content changes, do not ask.
    expect((await get('/api/admin/users', owner)).status).toBe(200);
    const regions = (await (await get('/api/admin/regions', editor)).json()) as { id: number; name: string }[];
    expect((await send('POST', '/api/destinations/reorder', { ids: [] }, editor)).status).not.toBe(403);
    expect(regions.length).toBeGreaterThan(0);

    const wrong = await send('POST', '/api/auth/confirm-password', { password: 'not it at all' }, owner);
    expect(wrong.status).toBe(400);
    expect((await send('POST', '/api/auth/confirm-password', { password: OWNER_PASSWORD }, owner)).status).toBe(200);
    const renamed = await send('PATCH', `/api/admin/users/${agentId}`, { name: 'Agent Smith Jr' }, owner);
    expect(renamed.status).toBe(200);
  });

  it('signs in with a TOTP code generated here, refuses a wrong or reused code alike, and takes each recovery code once', async () => {
    let agent = await signedIn(AGENT, agentPassword);
    const setup = (await (await send('POST', '/api/auth/two-factor/setup', {}, agent)).json()) as { secret: string; otpauthUrl: string; qrSvg: string };
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Charter%20Flight%20Admin:agent\.smith%40example\.com\?secret=/);
    expect(setup.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const [row] = await server.database.db.select().from(adminUsers).where(eq(adminUsers.id, agentId));
    expect(row!.totpSecret).toBeTruthy();
    expect(row!.totpSecret).not.toContain(setup.secret);

    const off = String((Number(totp(setup.secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await send('POST', '/api/auth/two-factor/enable', { code: off }, agent);
    expect(refused.status).toBe(400);
    const enabled = await send('POST', '/api/auth/two-factor/enable', { code: totp(setup.secret) }, agent);
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    later(30_000);
    const failuresBefore = await failuresOf(AGENT);
    const askCode = await login(AGENT, agentPassword);
    expect(askCode.status).toBe(200);
    expect(await askCode.json()).toEqual({ twoFactorRequired: true });
    expect(sessionCookieOf(askCode)).toBeUndefined();
    // A wrong password does not reveal that two-factor is on.
    await wrongCredentials(await login(AGENT, 'not the password at all'));
    await wrongCredentials(await login(AGENT, agentPassword, { code: off }));
    const code = totp(setup.secret);
    agent = await signedIn(AGENT, agentPassword, { code });
    expect(((await (await get('/api/auth/me', agent)).json()) as { user: { twoFactorEnabled: boolean } }).user.twoFactorEnabled).toBe(true);
    await wrongCredentials(await login(AGENT, agentPassword, { code }));

    await signedIn(AGENT, agentPassword, { code: recoveryCodes[0]! });
    await wrongCredentials(await login(AGENT, agentPassword, { code: recoveryCodes[0]! }));
    // Typed without the dash, in capitals: the same code.
    await signedIn(AGENT, agentPassword, { code: recoveryCodes[1]!.replace('-', '').toUpperCase() });
    // The owner sees the failures (wrong password, wrong code, reused code, reused recovery code).
    expect((await failuresOf(AGENT)) - failuresBefore).toBe(4);
    expect((await staffList()).find((u) => u.id === agentId)!.twoFactorEnabled).toBe(true);

    expect((await send('POST', '/api/auth/two-factor/disable', { password: 'wrong password' }, agent)).status).toBe(400);
    expect((await send('POST', '/api/auth/two-factor/disable', { password: agentPassword }, agent)).status).toBe(200);
    await signedIn(AGENT, agentPassword);
  });

  it('when the owner requires two-factor, a person without it can only turn it on', async () => {
    owner = await signedIn(OWNER, OWNER_PASSWORD);
    const first = await send('PUT', '/api/admin/security', { requireTwoFactor: true }, owner);
    expect(first.status).toBe(409);
    expect(await first.json()).toMatchObject({ message: OWN_TWO_FACTOR_FIRST_MESSAGE });
    const setup = (await (await send('POST', '/api/auth/two-factor/setup', {}, owner)).json()) as { secret: string };
    expect((await send('POST', '/api/auth/two-factor/enable', { code: totp(setup.secret) }, owner)).status).toBe(200);
    const required = await send('PUT', '/api/admin/security', { requireTwoFactor: true }, owner);
    expect(await required.json()).toEqual({ requireTwoFactor: true });
    expect(await (await get('/api/admin/security', owner)).json()).toEqual({ requireTwoFactor: true });

    const editor = await signedIn(EDITOR, EDITOR_PASSWORD);
    for (const path of ['/api/admin/destinations', '/api/auth/sessions']) {
      const blocked = await get(path, editor);
      expect(blocked.status, path).toBe(403);
      expect(await blocked.json()).toMatchObject({ code: 'two-factor-setup-required' });
    }
    expect((await send('POST', '/api/auth/password', { currentPassword: EDITOR_PASSWORD, newPassword: 'something else entirely' }, editor)).status).toBe(403);
    const me = (await (await get('/api/auth/me', editor)).json()) as { user: { twoFactorSetupRequired: boolean; role: string; permissions: string[] } };
    expect(me.user).toMatchObject({ twoFactorSetupRequired: true, role: 'editor', permissions: ['content:read', 'content:write', 'insights'] });
    const editorSetup = (await (await send('POST', '/api/auth/two-factor/setup', {}, editor)).json()) as { secret: string };
    expect((await send('POST', '/api/auth/two-factor/enable', { code: totp(editorSetup.secret) }, editor)).status).toBe(200);
    expect((await get('/api/admin/destinations', editor)).status).toBe(200);
    // The agent, who turned it off again, is held too.
    const agent = await signedIn(AGENT, agentPassword);
    expect((await get('/api/admin/booking-requests', agent)).status).toBe(403);

    expect(await (await send('PUT', '/api/admin/security', { requireTwoFactor: false }, owner)).json()).toEqual({ requireTwoFactor: false });
    expect((await get('/api/admin/booking-requests', agent)).status).toBe(200);
  });

  it('counts wrong codes against the per-account sign-in limit of decision 0018', async () => {
    // The editor turned two-factor on above; ten wrong codes spend the account's budget.
    for (let attempt = 0; attempt < ACCOUNT_SIGN_IN_LIMIT.failures; attempt++) {
      const response = await login(EDITOR, EDITOR_PASSWORD, { code: '000000' });
      expect([200, 401], `attempt ${attempt}`).toContain(response.status);
      await response.body?.cancel();
    }
    const limited = await login(EDITOR, EDITOR_PASSWORD, { code: '123456' });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toMatch(/^Too many failed sign-ins for this account/);
  });

  it('has every account event in the audit log, with who did it', async () => {
    const rows = await server.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entity, ['admin_user', 'security_settings']));
    const actions = new Set(rows.map((r) => `${r.entity} ${r.action}`));
    for (const action of [
      'create',
      'password_set',
      'reset_link',
      'password_reset',
      'password_change',
      'deactivate',
      'reactivate',
      'role_change',
      'update',
      'two_factor_on',
      'two_factor_off',
      'end_sessions',
      'login_failed',
    ]) {
      expect(actions, action).toContain(`admin_user ${action}`);
    }
    expect(actions).toContain('security_settings update');
    // Each says where it came from, as a sign-in does: the address and the device in words.
    const withoutOrigin = rows.filter((r) => r.entity === 'admin_user' && !(typeof (r.after as { ip?: unknown } | null)?.ip === 'string' && typeof (r.after as { device?: unknown }).device === 'string'));
    expect(withoutOrigin.map((r) => r.action)).toEqual([]);
    const [created] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'create'), eq(auditLog.entityId, String(agentId))));
    expect(created).toMatchObject({ userEmail: OWNER, after: { email: AGENT, role: 'agent' } });
    const [deactivation] = rows.filter((r) => r.action === 'deactivate');
    expect(deactivation).toMatchObject({ userEmail: OWNER, before: { isActive: true }, entityId: String(agentId) });
  });

  it('ends a session 30 days after sign-in however busy it is (beside the 7-day idle end)', async () => {
    const agent = await signedIn(AGENT, agentPassword);
    const day = 24 * 60 * 60 * 1000;
    for (let week = 0; week < 4; week++) {
      later(6 * day);
      expect((await get('/api/auth/me', agent)).status, `after ${(week + 1) * 6} days`).toBe(200);
    }
    later(6 * day);
    expect((await get('/api/auth/me', agent)).status).toBe(401);
  });
});
