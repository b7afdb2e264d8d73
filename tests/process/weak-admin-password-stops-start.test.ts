/**
 * The real server process (src/server/main.ts) on a fresh DATA_DIR with a weak ADMIN_PASSWORD: it does not
 * create the first owner with it, it says why on stderr in plain words, and it exits non-zero (decision 0037).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { SERVER_START_MS, timeLimit } from '../support/time-limits';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process';

const START_LIMIT_MS = SERVER_START_MS;
const folders: string[] = [];

/** Starts main.ts with this ADMIN_PASSWORD on a fresh PGlite folder; answers its exit code and output. */
function start(adminPassword: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-weak-admin-'));
  folders.push(dataDir);
  // Port 0: should it start after all, it listens nowhere in particular and the limit below ends it.
  const server = startServerProcess({ port: 0, env: { DATA_DIR: dataDir, ADMIN_EMAIL: 'first.owner@example.com', ADMIN_PASSWORD: adminPassword } });
  const limit = setTimeout(() => server.child.kill('SIGKILL'), START_LIMIT_MS);
  return server.exited.then(({ code }) => {
    clearTimeout(limit);
    return { code, stdout: server.stdout(), stderr: server.stderr() };
  });
}

describe('a weak ADMIN_PASSWORD on a first start', () => {
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('exits 1 naming why: too short (abcdefghij) or too easy to guess (password1234)', async () => {
    const [short, common] = await Promise.all([start('abcdefghij'), start('password1234')]);
    expect(short.code, short.stdout + short.stderr).toBe(1);
    expect(short.stderr).toContain('ADMIN_PASSWORD is refused for the first owner first.owner@example.com: Choose a password of at least 12 characters.');
    expect(common.code, common.stdout + common.stderr).toBe(1);
    expect(common.stderr).toMatch(/ADMIN_PASSWORD is refused for the first owner first\.owner@example\.com: This password is too easy to guess\. This is similar to a commonly used password\./);
    for (const run of [short, common]) {
      // The refused password itself is written nowhere.
      expect(run.stdout + run.stderr).not.toMatch(/abcdefghij|password1234/);
    }
  }, START_LIMIT_MS + timeLimit(30_000));
});
