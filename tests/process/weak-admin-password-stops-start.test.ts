/**
 * The real server process (src/server/main.ts) on a fresh DATA_DIR with a weak ADMIN_PASSWORD: it does not
 * create the first owner with it, it says why on stderr in plain words, and it exits non-zero (decision 0037).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { SERVER_START_MS, timeLimit } from '../support/time-limits';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/paths';

const START_LIMIT_MS = SERVER_START_MS;
const folders: string[] = [];

/** Starts main.ts with this ADMIN_PASSWORD on a fresh PGlite folder; answers its exit code and output. */
function start(adminPassword: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-weak-admin-'));
  folders.push(dataDir);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(DATABASE_URL|TEST_DATABASE_URL|REDIS_URL|SMTP_URL|TRUST_PROXY|SESSION_SECRET|PUBLIC_URL|ADMIN_.*|S3_.*|LOG_.*)$/.test(key)) delete env[key];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: PROJECT_ROOT,
    // Port 0: should it start after all, it listens nowhere in particular and the limit below ends it.
    env: { ...env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_FORMAT: 'json', ADMIN_EMAIL: 'first.owner@example.com', ADMIN_PASSWORD: adminPassword },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const limit = setTimeout(() => child.kill('SIGKILL'), START_LIMIT_MS);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(limit);
      resolve({ code, stdout, stderr });
    }),
  );
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
