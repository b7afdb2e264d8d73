/**
 * The real server process (src/server/main.ts) on a PGlite DATA_DIR that an earlier install left open to
 * every user of the host (0755): at start it makes the folder private (0700) and says so, creates pglite/
 * and objects/ private, writes its secret and lock 0600, and the admin configured with an ADMIN_PASSWORD
 * that has spaces at its ends signs in with exactly that password.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import { SERVER_START_MS } from '../support/time-limits';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/paths';

/** First start on an empty directory runs the migrations and the seed. */
const FIRST_START_MS = SERVER_START_MS;
const ADMIN_EMAIL = 'private.dir@example.com';
const ADMIN_PASSWORD = ` ${randomBytes(12).toString('base64url')}  `;

const modeOf = (p: string) => statSync(p).mode & 0o777;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A production start, without anything of this machine's environment that would change it. */
function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(DATABASE_URL|TEST_DATABASE_URL|REDIS_URL|SMTP_URL|NOTIFY_EMAIL|TRUST_PROXY|SESSION_SECRET|PUBLIC_URL|S3_.*)$/.test(key)) delete env[key];
  }
  return { ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ADMIN_EMAIL, ADMIN_PASSWORD };
}

describe('the server process on a DATA_DIR open to other users', () => {
  let parent: string;
  let dataDir: string;
  let child: ChildProcess;
  let url: string;
  let output = '';

  beforeAll(async () => {
    parent = mkdtempSync(path.join(os.tmpdir(), 'charter-private-'));
    dataDir = path.join(parent, 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: PROJECT_ROOT,
      env: serverEnv(dataDir, port),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + FIRST_START_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited before it was ready:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server was not ready within ${FIRST_START_MS} ms:\n${output}`);
      const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).then((r) => r.status === 200, () => false);
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, FIRST_START_MS + 10_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(parent, { recursive: true, force: true });
  });

  it('made DATA_DIR private at start and logged that it did', () => {
    expect(modeOf(dataDir)).toBe(0o700);
    expect(output).toContain(`${dataDir} was open to other users of this host (mode 755); made it private (700)`);
  });

  it('created pglite/ and objects/ private, and wrote the session secret and the lock 0600', () => {
    expect(modeOf(path.join(dataDir, 'pglite'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'objects'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'session-secret'))).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'server.lock'))).toBe(0o600);
  });

  it('signs the configured admin in with the spaced ADMIN_PASSWORD exactly, not trimmed', async () => {
    const signIn = (password: string) =>
      fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ email: ADMIN_EMAIL, password }),
      });
    expect((await signIn(ADMIN_PASSWORD.trim())).status).toBe(401);
    expect((await signIn(ADMIN_PASSWORD)).status).toBe(200);
  });
});
