/**
 * Access tokens for integrations (decision 0066), over real HTTP: an owner makes one (its secret answered
 * once, stored as a hash), `Authorization: Bearer …` then works on every admin route its scope covers and on
 * no other (403 in plain words), without the same-origin rule browsers need; changes are audited as the token;
 * a revoked, unknown or malformed token, or one whose maker was deactivated, is a 401; no token manages
 * staff or tokens; and no log line, at any level, holds a secret.
 */
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessToken, CreatedAccessToken } from '../../src/domain/api/admin/access-tokens';
import { TOKEN_FORBIDDEN_MESSAGE, TOKEN_INVALID_MESSAGE, TOKEN_SCOPES, tokenCan, type TokenScope } from '../../src/domain/staff/token-scopes';
import { accessTokens, adminUsers, auditLog } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logging/logger';
import { createAdmin, signIn } from '../support/admin';
import { ADMIN_ROUTE_PERMISSIONS, OWN_ACCOUNT_ROUTES } from '../support/admin-route-permissions';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const PASSWORD = 'token owner password 1';

describe.each(testDatabaseKinds())('access tokens (%s)', (kind) => {
  let server: TestServer;
  let owner: string;
  let log = '';
  const secrets = {} as Record<TokenScope, string>;

  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
  const make = (body: unknown, cookie = owner) => server.fetch('/api/admin/access-tokens', { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  /** A route of the table called with a token: ids nobody has, an empty body, and no Origin (not a browser). */
  const send = (route: string, secret: string) => {
    const [method, url] = route.split(' ') as [string, string];
    return server.fetch(url.replaceAll(/:[A-Za-z]+/g, '999999'), { method, headers: { 'content-type': 'application/json', ...bearer(secret) }, body: method === 'GET' ? undefined : '{}' });
  };

  beforeAll(async () => {
    const destination = new PassThrough();
    destination.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server = await startTestServer({ kind, appOptions: { logger: createLogger({ level: 'trace', format: 'json', destination }) } });
    await createAdmin(server.database.db, 'tokens.owner@example.com', PASSWORD, 'Token Owner', 'owner');
    owner = await signIn(server, 'tokens.owner@example.com', PASSWORD);
    for (const scope of TOKEN_SCOPES) {
      const made = await make({ name: `The ${scope} integration`, scope });
      expect(made.status).toBe(201);
      secrets[scope] = ((await made.json()) as CreatedAccessToken).secret;
    }
  });
  afterAll(() => server?.close());

  it('answers the secret once, keeps only its hash, and lists tokens without it', async () => {
    expect(secrets.owner).toMatch(/^cft_[A-Za-z0-9_-]{43}$/);
    const listed = await server.fetch('/api/admin/access-tokens', { headers: { cookie: owner } });
    expect(listed.status).toBe(200);
    const text = await listed.text();
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret.slice(4));
    const tokens = JSON.parse(text) as AccessToken[];
    expect(tokens.map((t) => t.scope).sort()).toEqual([...TOKEN_SCOPES].sort());
    expect(tokens[0]).toMatchObject({ prefix: expect.stringMatching(/^cft_.{4}$/), createdBy: 'tokens.owner@example.com', revokedAt: null });
    const rows = await server.database.db.select({ hash: accessTokens.tokenHash }).from(accessTokens);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });

  it('refuses a token without a name or with an unknown scope, in plain words', async () => {
    const unnamed = await make({ scope: 'owner' });
    expect(unnamed.status).toBe(400);
    expect(((await unnamed.json()) as { message: string }).message).toBe('name: Give the token a name that says what uses it');
    const unknown = await make({ name: 'Accounting', scope: 'god' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBe('scope: Scope must be one of: owner, editor, agent, read-only, inquiries-only');
  });

  it('lets each scope through exactly the routes it covers, and refuses the rest with 403 in words', async () => {
    const wrong: string[] = [];
    // Read-only and the narrow scopes first: what they may do is reads, so nothing changes before the others.
    for (const scope of ['read-only', 'inquiries-only', 'agent', 'editor', 'owner'] as const) {
      for (const [route, permission] of Object.entries(ADMIN_ROUTE_PERMISSIONS)) {
        const response = await send(route, secrets[scope]);
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        const allowed = tokenCan(scope, permission, !route.startsWith('GET ')) && !OWN_ACCOUNT_ROUTES.has(route);
        if (allowed && (response.status === 401 || response.status === 403)) wrong.push(`${scope} ${route}: ${response.status} ${body?.message}, expected to be let through`);
        if (!allowed && (response.status !== 403 || body?.message !== TOKEN_FORBIDDEN_MESSAGE)) wrong.push(`${scope} ${route}: ${response.status} ${body?.message}, expected 403`);
      }
    }
    expect(wrong).toEqual([]);
    // No token manages people or tokens, whatever its scope.
    expect((await send('GET /api/admin/users', secrets.owner)).status).toBe(403);
    expect((await send('POST /api/admin/access-tokens', secrets.owner)).status).toBe(403);
    // Nor does it open the calls of a person's own session.
    expect((await server.fetch('/api/auth/me', { headers: bearer(secrets.owner) })).status).toBe(401);
  });

  it('works without the same-origin rule, and what it changes is audited as the token', async () => {
    const made = await server.fetch('/api/admin/quotes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(secrets['inquiries-only']) },
      body: JSON.stringify({
        customerName: 'Token Customer',
        customerEmail: 'token.customer@example.com',
        language: 'en',
        itinerary: { departure: { slug: 'jandakot', name: 'Jandakot Airport' }, destination: { slug: 'rottnest-island', name: 'Rottnest Island' }, flightType: 'same-day', date: '2027-03-01' },
        aircraftType: '3-passengers',
        party: { adults: 2, children: 0 },
        lines: [{ kind: 'flight', label: 'Charter flight', amountCents: 90_000 }],
        notes: null,
      }),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const entries = await server.database.db.select().from(auditLog).where(eq(auditLog.entity, 'quote'));
    expect(entries.at(-1)).toMatchObject({ action: 'create', userEmail: 'Access token “The inquiries-only integration”' });
    const [used] = await server.database.db.select().from(accessTokens).where(eq(accessTokens.name, 'The inquiries-only integration'));
    expect(used!.lastUsedAt).not.toBeNull();
    expect(used!.lastUsedIp).toBe('127.0.0.1');
  });

  it('answers 401 in words for an unknown, malformed or revoked token, and for one whose maker was deactivated', async () => {
    for (const secret of [`cft_${'A'.repeat(43)}`, 'not-a-token', '']) {
      const response = await server.fetch('/api/admin/quotes', { headers: bearer(secret) });
      expect(response.status, secret).toBe(401);
      expect(await response.json()).toMatchObject({ message: TOKEN_INVALID_MESSAGE });
    }
    const made = (await (await make({ name: 'Short-lived', scope: 'read-only' })).json()) as CreatedAccessToken;
    expect((await server.fetch('/api/admin/quotes', { headers: bearer(made.secret) })).status).toBe(200);
    const revoked = await server.fetch(`/api/admin/access-tokens/${made.token.id}`, { method: 'DELETE', headers: { origin: server.url, cookie: owner } });
    expect(revoked.status).toBe(204);
    expect((await server.fetch('/api/admin/quotes', { headers: bearer(made.secret) })).status).toBe(401);
    const [row] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'revoke'));
    expect(row).toMatchObject({ entity: 'access_token', entityId: String(made.token.id), userEmail: 'tokens.owner@example.com' });

    const maker = await createAdmin(server.database.db, 'tokens.leaver@example.com', PASSWORD, 'Leaver', 'owner');
    const leaverCookie = await signIn(server, 'tokens.leaver@example.com', PASSWORD);
    const theirs = (await (await make({ name: 'Leaver’s sync', scope: 'agent' }, leaverCookie)).json()) as CreatedAccessToken;
    expect((await server.fetch('/api/admin/quotes', { headers: bearer(theirs.secret) })).status).toBe(200);
    await server.database.db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, maker.id));
    expect((await server.fetch('/api/admin/quotes', { headers: bearer(theirs.secret) })).status).toBe(401);
  });

  it('writes no secret to any log line', () => {
    expect(log.length).toBeGreaterThan(0);
    for (const secret of Object.values(secrets)) expect(log).not.toContain(secret.slice(4));
  });
});
