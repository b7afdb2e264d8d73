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
import { SERVER_BUNDLES_ENV } from './server-bundles';

/**
 * Builds the server bundle into a folder of its own: under this run's bundles folder (server-bundles.ts,
 * removed when the run ends), or under dist/ when a file runs without it (removed when its process exits).
 */
async function buildServerBundle(): Promise<string> {
  const runFolder = process.env[SERVER_BUNDLES_ENV];
  const outdir = runFolder ? path.join(runFolder, String(process.pid)) : path.join(PROJECT_ROOT, 'dist', `process-test-${process.pid}-${Date.now().toString(36)}`);
  if (!runFolder) process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  const { buildServer } = (await import(pathToFileURL(path.join(PROJECT_ROOT, 'scripts/build.mjs')).href)) as { buildServer: (outdir: string) => Promise<void> };
  const cwd = process.cwd();
  process.chdir(PROJECT_ROOT); // build.mjs names its entries relative to the root
  try {
    await buildServer(outdir);
  } finally {
    process.chdir(cwd);
  }
  return outdir;
}

let shared: Promise<string> | undefined;

/**
 * The folder of the server bundle, built once per worker process and shared by the files it runs (the api
 * project keeps one module graph per worker). Its commands run with plain node, as `npm run` runs them once
 * built: a command started through tsx compiles its sources first, which took seconds per command on a
 * loaded machine.
 */
export function sharedServerBundle(): Promise<string> {
  shared ??= buildServerBundle();
  return shared;
}

/** What a source entry is built as: the server, the backup and restore command, the admin command. */
const BUILT_ENTRIES = { 'src/server/main.ts': 'main.js', 'src/server/backup/cli.ts': 'backup-cli.js', 'src/server/cli/admin.ts': 'cli/admin.js' } as const;

/** The built file of a source entry, from the shared bundle: `node <it> …args` runs the command. */
export async function builtEntry(entry: keyof typeof BUILT_ENTRIES): Promise<string> {
  return path.join(await sharedServerBundle(), BUILT_ENTRIES[entry]);
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
