/**
 * `npm run admin -- reset-password <email>` (decision 0031) as its own process on a PGlite DATA_DIR, as an
 * operator locked out of the panel runs it with the server stopped: it prints a one-time link on PUBLIC_URL
 * that, opened on the server, sets a new password once.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtEntry } from '../support/app-instances';
import { timeLimit } from '../support/time-limits';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/open';
import { PROJECT_ROOT } from '../../src/server/paths';
import { createAdmin, signIn } from '../support/admin';
import type { TestServer } from '../support/server';

const run = promisify(execFile);
const EMAIL = 'locked.out@example.com';
const PUBLIC_URL = 'https://fly.example.test';

/** The CLI with this DATA_DIR and nothing of this machine's database settings. */
async function cli(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PUBLIC_URL, LOG_LEVEL: 'silent' };
  for (const key of ['DATABASE_URL', 'TEST_DATABASE_URL', 'SMTP_URL', 'SESSION_SECRET']) delete env[key];
  try {
    const { stdout, stderr } = await run(process.execPath, [await builtEntry('src/server/cli/admin.ts'), ...args], { cwd: PROJECT_ROOT, env, timeout: timeLimit(120_000) });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run admin -- reset-password', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-admin-cli-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await createAdmin(database.db, EMAIL, 'the password nobody remembers');
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints a one-time link that sets a new password on the server, once', async () => {
    const result = await cli(dataDir, 'reset-password', 'Locked.Out@Example.com');
    expect(result.code, result.stderr).toBe(0);
    const link = /https:\/\/fly\.example\.test\/admin\/set-password\?token=([A-Za-z0-9_-]{43})/.exec(result.stdout);
    expect(link, result.stdout).not.toBeNull();
    expect(result.stdout).toContain(`for ${EMAIL}`);
    const token = link![1]!;

    // The server, started on the same folder afterwards, honours the link.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database, sessionSecret: 'cli-test-secret-'.padEnd(48, 'x') });
    const url = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('[::1]', '127.0.0.1');
    try {
      const post = (pathname: string, body: unknown) =>
        fetch(new URL(pathname, url), { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify(body) });
      expect(await (await fetch(new URL(`/api/auth/reset?token=${token}`, url))).json()).toEqual({ email: EMAIL, name: null, purpose: 'reset' });
      // The link's page judges the new password by the same policy as every other way of setting one.
      const weak = await post('/api/auth/reset', { token, newPassword: 'password1234' });
      expect(weak.status).toBe(400);
      expect(((await weak.json()) as { message: string }).message).toMatch(/^This password is too easy to guess\./);
      expect((await post('/api/auth/reset', { token, newPassword: 'a brand new owner password' })).status).toBe(200);
      expect((await post('/api/auth/reset', { token, newPassword: 'and another one again' })).status).toBe(410);
      const server = { post: (pathname: string, body: unknown) => post(pathname, body) } as unknown as TestServer;
      expect(await signIn(server, EMAIL, 'a brand new owner password')).toMatch(/^charter_session=/);
    } finally {
      await app.close();
      await database.close();
    }
  }, timeLimit(90_000));

  it('says so for an e-mail nobody has, and shows its usage without one', async () => {
    const unknown = await cli(dataDir, 'reset-password', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Nobody has an account with the e-mail nobody@example.com');
    const usage = await cli(dataDir);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin -- reset-password <email>');
  }, timeLimit(90_000));
});
