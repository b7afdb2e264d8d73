import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, DatabaseHandle } from '../../src/server/db/database';
import { listenInProcess } from '../../src/server/db/listen-in-process';
import { openDatabase } from '../../src/server/db/open';
import * as schema from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed';
import { MIGRATIONS_DIR } from '../../src/server/paths';
import { PGLITE_TEMPLATES_ENV, pgliteTemplateFile, pgliteTemplatesReady } from './pglite-templates';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface OpenOptions {
  /** Seeded with the shipped WA/QLD data (default true). */
  seeded?: boolean;
}

let pgliteTemplates: Partial<Record<'seeded' | 'empty', Promise<PGlite>>> = {};

/** Without the run's dumps (globalSetup skipped): one migrated (and seeded) PGlite per process, cloned per open. */
async function pgliteTemplate(seeded: boolean): Promise<PGlite> {
  const key = seeded ? 'seeded' : 'empty';
  pgliteTemplates[key] ??= (async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    if (seeded) await seedDatabase(handle.db);
    // Reach the client under the handle to clone it; the template stays open for the worker's life.
    return (handle.db as unknown as { $client: PGlite }).$client;
  })();
  return pgliteTemplates[key];
}

export function resetPgliteTemplates() {
  pgliteTemplates = {};
}

/** The dumps this process read, by file: a worker runs file after file, and a Blob can be read again and again. */
const dumpsRead = new Map<string, Blob>();

/** The run's migrated (and seeded) dump, loaded fresh: no initdb, migrations or seed per test file. */
async function templateDump(seeded: boolean): Promise<Blob | null> {
  const dir = process.env[PGLITE_TEMPLATES_ENV];
  if (!dir) return null;
  await pgliteTemplatesReady(dir);
  const file = pgliteTemplateFile(dir, seeded);
  let dump = dumpsRead.get(file);
  if (!dump) dumpsRead.set(file, (dump = new Blob([readFileSync(file)])));
  return dump;
}

async function openPgliteClone(seeded: boolean): Promise<DatabaseHandle> {
  const dump = await templateDump(seeded);
  const client = dump ? await PGlite.create({ loadDataDir: dump }) : ((await (await pgliteTemplate(seeded)).clone()) as PGlite);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    listen: (channel, handlers) => listenInProcess(client, channel, handlers),
    notify: async (channel, payload) => void (await client.query('select pg_notify($1, $2)', [channel, payload])),
  };
}

function migrationsFingerprint(): string {
  const hash = createHash('sha1');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  for (const file of readdirSync(path.join(MIGRATIONS_DIR, '../seed'), { recursive: true }).map(String).sort()) {
    if (file.endsWith('.ts')) hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, '../seed', file)));
  }
  return hash.digest('hex').slice(0, 10);
}

function urlWithDatabase(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * PostgreSQL: a template database migrated (and seeded) once per schema version, then a fresh copy
 * per test file with CREATE DATABASE … TEMPLATE (fast), dropped on close.
 */
/** A test database; `url` is set for PostgreSQL so a test can open a second connection (a second instance). */
export type TestDatabaseHandle = DatabaseHandle & { url?: string };

async function openPostgresCopy(seeded: boolean): Promise<TestDatabaseHandle> {
  const base = process.env.TEST_DATABASE_URL!;
  const template = `charter_tpl_${migrationsFingerprint()}_${seeded ? 's' : 'e'}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    // Workers race to build the template; an advisory lock lets exactly one do it.
    await admin.query('select pg_advisory_lock(723401)');
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`create database ${pg.escapeIdentifier(template)}`);
      const handle = await openDatabase({ kind: 'postgres', url: urlWithDatabase(base, template), poolSize: 2 });
      if (seeded) await seedDatabase(handle.db);
      await handle.close();
    }
    const name = `charter_t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
    await admin.query(`create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template)}`);
    await admin.query('select pg_advisory_unlock(723401)');
    const handle = await openDatabase({ kind: 'postgres', url: urlWithDatabase(base, name), poolSize: 5 });
    return {
      ...handle,
      url: urlWithDatabase(base, name),
      async close() {
        await handle.close();
        const dropper = new pg.Client({ connectionString: base });
        await dropper.connect();
        await dropper.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`).catch(() => {});
        await dropper.end();
      },
    };
  } finally {
    await admin.end();
  }
}

export async function openTestDatabase(kind: TestDatabaseKind, options: OpenOptions = {}): Promise<TestDatabaseHandle> {
  const seeded = options.seeded ?? true;
  return kind === 'postgres' ? openPostgresCopy(seeded) : openPgliteClone(seeded);
}
