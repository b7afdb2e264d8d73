/**
 * Secrets are used exactly as configured (ADMIN_PASSWORD with spaces), the same-origin check believes
 * PUBLIC_URL rather than the Host header a client chooses, and HSTS goes out only over HTTPS.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { ensureBootstrapAdmin } from '../../src/server/services/auth/bootstrap';
import { createAdmin, sessionCookieOf } from '../support/admin';
import { testDatabaseKinds } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const CROSS_ORIGIN = 'This request must come from the admin panel itself';
const PUBLIC_URL = 'https://fly.example.com';

/**
 * A POST over real HTTP with headers fetch() will not send as given (Host): what a client other than a
 * browser can put on the wire.
 */
function rawPost(baseUrl: string, pathname: string, headers: Record<string, string>, body: unknown) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; body: { message?: string }; cookie?: string }>((resolve, reject) => {
    const request = http.request(
      new URL(pathname, baseUrl),
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const setCookie = response.headers['set-cookie']?.find((c) => c.startsWith('charter_session='));
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as { message?: string }, cookie: setCookie });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe.each(testDatabaseKinds())('secrets as configured, the same-origin check and HSTS (%s)', (kind) => {
  describe('ADMIN_PASSWORD with spaces at its ends', () => {
    let server: TestServer;
    const email = 'spaced.admin@example.com';
    // Leading spaces, trailing space and tab: all part of the password.
    const password = `  ${randomBytes(12).toString('base64url')} \t`;

    beforeAll(async () => {
      server = await startTestServer({ kind });
      const config = loadConfig({ DATA_DIR: server.dataDir, ADMIN_EMAIL: email, ADMIN_PASSWORD: password });
      const log = { info() {}, warn() {} };
      expect(await ensureBootstrapAdmin(server.database.db, config, log)).toEqual({ action: 'created-from-env', email });
    });
    afterAll(() => server?.close());

    it('bootstraps an admin who signs in with exactly that password and not with a trimmed one', async () => {
      for (const trimmed of [password.trim(), password.trimStart(), password.trimEnd()]) {
        const refused = await server.post('/api/auth/login', { email, password: trimmed });
        expect(refused.status, JSON.stringify(trimmed)).toBe(401);
      }
      const exact = await server.post('/api/auth/login', { email, password });
      expect(exact.status).toBe(200);
      expect(sessionCookieOf(exact)).toBeDefined();
    });
  });

  describe('with PUBLIC_URL set', () => {
    let server: TestServer;
    const email = 'origin.admin@example.com';
    const password = 'origin password 1234';

    beforeAll(async () => {
      server = await startTestServer({ kind, env: { PUBLIC_URL } });
      await createAdmin(server.database.db, email, password);
    });
    afterAll(() => server?.close());

    it('refuses (403) an Origin that matches only a spoofed Host header', async () => {
      const spoofedHost = `evil-${randomBytes(4).toString('hex')}.example:8443`;
      const spoofed = await rawPost(server.url, '/api/auth/login', { host: spoofedHost, origin: `http://${spoofedHost}` }, { email, password });
      expect(spoofed.status).toBe(403);
      expect(spoofed.body.message).toBe(CROSS_ORIGIN);
      expect(spoofed.cookie).toBeUndefined();
      // The address the server happens to be reached at is not the site's address either.
      const local = await rawPost(server.url, '/api/auth/login', { origin: server.url }, { email, password });
      expect(local.status).toBe(403);
    });

    it("accepts PUBLIC_URL's origin whatever the Host header says", async () => {
      const accepted = await rawPost(server.url, '/api/auth/login', { host: 'internal-backend:5000', origin: PUBLIC_URL }, { email, password });
      expect(accepted.status).toBe(200);
      expect(accepted.cookie).toBeDefined();
      // Another scheme, port or subdomain is another site.
      for (const origin of ['http://fly.example.com', 'https://fly.example.com:8443', 'https://evil.fly.example.com']) {
        const other = await rawPost(server.url, '/api/auth/login', { origin }, { email, password });
        expect(other.status, origin).toBe(403);
      }
    });
  });

  describe('HSTS', () => {
    let direct: TestServer;
    let proxied: TestServer;
    beforeAll(async () => {
      direct = await startTestServer({ kind });
      proxied = await startTestServer({ kind, env: { TRUST_PROXY: '127.0.0.1' } });
    });
    afterAll(async () => {
      await direct?.close();
      await proxied?.close();
    });

    it('is not sent over plain HTTP, even when an untrusted client claims X-Forwarded-Proto: https', async () => {
      for (const pathname of ['/healthz', '/api/regions', '/api/no-such-call']) {
        expect((await direct.fetch(pathname)).headers.get('strict-transport-security'), pathname).toBeNull();
        const claimed = await direct.fetch(pathname, { headers: { 'x-forwarded-proto': 'https' } });
        expect(claimed.headers.get('strict-transport-security'), pathname).toBeNull();
      }
      // Behind a trusted proxy, a request the proxy says came over plain HTTP gets none either.
      expect((await proxied.fetch('/healthz', { headers: { 'x-forwarded-proto': 'http' } })).headers.get('strict-transport-security')).toBeNull();
    });

    it('is sent when the proxy named in TRUST_PROXY says the request came over HTTPS', async () => {
      for (const pathname of ['/healthz', '/api/regions', '/api/no-such-call']) {
        const response = await proxied.fetch(pathname, { headers: { 'x-forwarded-proto': 'https' } });
        expect(response.headers.get('strict-transport-security'), pathname).toBe('max-age=31536000; includeSubDomains');
      }
    });
  });
});
