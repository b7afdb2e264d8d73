/**
 * The real server process (src/server/main.ts) on a PGlite DATA_DIR that an earlier install left open to
 * every user of the host (0755): at start it makes the folder private (0700) and says so, creates pglite/
 * and objects/ private, writes its secret and lock 0600, and the admin configured with an ADMIN_PASSWORD
 * that has spaces at its ends signs in with exactly that password.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import { SERVER_START_MS, timeLimit } from '../support/time-limits';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, stopServerProcess, waitReady, type ServerProcess } from '../support/server-process';

/** First start on an empty directory runs the migrations and the seed. */
const FIRST_START_MS = SERVER_START_MS;
const ADMIN_EMAIL = 'private.dir@example.com';
const ADMIN_PASSWORD = ` ${randomBytes(12).toString('base64url')}  `;

const modeOf = (p: string) => statSync(p).mode & 0o777;

describe('the server process on a DATA_DIR open to other users', () => {
  let parent: string;
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    parent = mkdtempSync(path.join(os.tmpdir(), 'charter-private-'));
    dataDir = path.join(parent, 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    server = startServerProcess({ port: await freePort(), env: { DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD } });
    await waitReady(server, FIRST_START_MS);
  }, FIRST_START_MS + 10_000);

  afterAll(async () => {
    if (server) await stopServerProcess(server, 'SIGTERM', timeLimit(30_000));
    rmSync(parent, { recursive: true, force: true });
  });

  it('made DATA_DIR private at start and logged that it did', () => {
    expect(modeOf(dataDir)).toBe(0o700);
    expect(server.output()).toContain(`${dataDir} was open to other users of this host (mode 755); made it private (700)`);
  });

  it('created pglite/ and objects/ private, and wrote the session secret and the lock 0600', () => {
    expect(modeOf(path.join(dataDir, 'pglite'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'objects'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'session-secret'))).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'server.lock'))).toBe(0o600);
  });

  it('signs the configured admin in with the spaced ADMIN_PASSWORD exactly, not trimmed', async () => {
    const signIn = (password: string) =>
      fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: ADMIN_EMAIL, password }),
      });
    expect((await signIn(ADMIN_PASSWORD.trim())).status).toBe(401);
    expect((await signIn(ADMIN_PASSWORD)).status).toBe(200);
  });
});
