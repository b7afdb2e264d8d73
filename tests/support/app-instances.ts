/**
 * What the tests of several real server processes (tests/support/server-process.ts) need beside them: the
 * bundle scripts/build.mjs makes, an empty PostgreSQL database, a temporary folder, their JSON log lines.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { PROJECT_ROOT } from '../../src/server/paths';
import type { ServerProcess } from './server-process';

/** Builds the server bundle into a folder of its own under dist/ (removed by `remove`). */
export async function buildServerBundle(): Promise<{ bundle: string; remove(): void }> {
  const outdir = path.join(PROJECT_ROOT, 'dist', `process-test-${process.pid}-${Date.now().toString(36)}`);
  const { buildServer } = (await import(pathToFileURL(path.join(PROJECT_ROOT, 'scripts/build.mjs')).href)) as { buildServer: (outdir: string) => Promise<void> };
  const cwd = process.cwd();
  process.chdir(PROJECT_ROOT); // build.mjs names its entries relative to the root
  try {
    await buildServer(outdir);
  } finally {
    process.chdir(cwd);
  }
  return { bundle: path.join(outdir, 'main.js'), remove: () => rmSync(outdir, { recursive: true, force: true }) };
}

/** An empty database on the TEST_DATABASE_URL server (never migrated), dropped by `drop`. */
export async function createEmptyDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A private temporary folder named charter-<what>-… (the tests remove what they make in /tmp). */
export const tempDir = (what: string) => mkdtempSync(path.join(os.tmpdir(), `charter-${what}-`));

/** The JSON log lines of an instance's output whose message matches. */
export function logLines(instance: ServerProcess, message: RegExp): Record<string, unknown>[] {
  return instance
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => typeof line.msg === 'string' && message.test(line.msg));
}
