import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { lockDataDir } from '../db/lock';
import { postgresAddress } from '../db/wait-for-postgres';
import { MIGRATIONS_DIR } from '../paths';

/** One connection to the database of a configuration, for plain SQL: backups and restores need no ORM. */
export interface SqlConnection {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Applies the committed migrations up to and including `upTo` (a journal tag), or all of them. */
  migrate(upTo?: string): Promise<void>;
  close(): Promise<void>;
}

export interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

export function readJournal(migrationsDir = MIGRATIONS_DIR): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/**
 * drizzle's migrator applies every entry of a journal; a copy of the folder whose journal stops at `upTo`
 * makes it stop there (the migration table records the same hashes and timestamps as a full run).
 */
function migrationsFolderUpTo(upTo: string): { dir: string; dispose: () => void } {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const last = journal.entries.findIndex((e) => e.tag === upTo);
  if (last < 0) throw new Error(`migration ${upTo} is not one of this version's migrations`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'charter-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  const entries = journal.entries.slice(0, last + 1);
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

async function withMigrationsFolder(upTo: string | undefined, run: (folder: string) => Promise<void>): Promise<void> {
  if (!upTo) return run(MIGRATIONS_DIR);
  const { dir, dispose } = migrationsFolderUpTo(upTo);
  try {
    await run(dir);
  } finally {
    dispose();
  }
}

/**
 * PostgreSQL when DATABASE_URL is set, else the PGlite files in DATA_DIR (locked like a server start:
 * a running server on that directory makes this fail with a message saying so).
 */
export async function openSqlConnection(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<SqlConnection> {
  if (config.DATABASE_URL) {
    const client = new pg.Client({ connectionString: config.DATABASE_URL, connectionTimeoutMillis: 10_000 });
    try {
      await client.connect();
    } catch (error) {
      const { host, port } = postgresAddress(config.DATABASE_URL);
      throw new Error(`Could not connect to PostgreSQL at ${host}:${port}: ${(error as Error).message}`);
    }
    return {
      kind: 'postgres',
      query: async <T,>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
      migrate: (upTo) => withMigrationsFolder(upTo, (folder) => migratePg(drizzlePg({ client }), { migrationsFolder: folder })),
      close: () => client.end(),
    };
  }
  const unlock = lockDataDir(config.DATA_DIR);
  let client: PGlite;
  try {
    client = await PGlite.create(path.join(config.DATA_DIR, 'pglite'));
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    query: async <T,>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    migrate: (upTo) => withMigrationsFolder(upTo, (folder) => migratePglite(drizzlePglite({ client }), { migrationsFolder: folder })),
    async close() {
      await client.close();
      unlock();
    },
  };
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Tables in dependency order (a table after those its foreign keys point at), for an archive a person can
 * read top-down; a cycle (regions and their default locations) starts with the table most others wait for. Restore does not
 * rely on it: it lifts the foreign keys while it loads.
 */
export async function tablesInDependencyOrder(sql: SqlConnection): Promise<string[]> {
  const tables = await listTables(sql);
  const edges = await sql.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     where k.contype = 'f' and k.connamespace = 'public'::regnamespace and k.conrelid <> k.confrelid`,
  );
  const parents = new Map(tables.map((t) => [t, new Set(edges.filter((e) => e.child === t).map((e) => e.parent))]));
  const ordered: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    const ready = [...left].filter((t) => [...parents.get(t)!].every((p) => !left.has(p)));
    // A cycle: start with the table most of the others wait for.
    const waitedFor = (t: string) => [...left].filter((other) => parents.get(other)!.has(t)).length;
    const next = ready.length > 0 ? ready : [[...left].sort((a, b) => waitedFor(b) - waitedFor(a) || a.localeCompare(b))[0]!];
    for (const t of next.sort()) {
      ordered.push(t);
      left.delete(t);
    }
  }
  return ordered;
}

/** The application's tables (schema public), by name. */
export async function listTables(sql: SqlConnection): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((r) => r.name);
}

/** The columns a row is written with: generated columns are computed again on insert. */
export async function listColumns(sql: SqlConnection, table: string): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [`public.${quoteIdent(table)}`],
  );
  return rows.map((r) => r.name);
}

export async function primaryKeyColumns(sql: SqlConnection, table: string): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `select a.attname as name from pg_index i
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = $1::regclass and i.indisprimary order by a.attnum`,
    [`public.${quoteIdent(table)}`],
  );
  return rows.map((r) => r.name);
}

export async function listSequences(sql: SqlConnection): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  return rows.map((r) => r.name);
}

/** The last migration drizzle recorded, or undefined on a database that was never migrated. */
export async function appliedMigration(sql: SqlConnection): Promise<{ when: number } | undefined> {
  const [exists] = await sql.query<{ present: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return undefined;
  const [last] = await sql.query<{ when: string }>(`select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`);
  return last ? { when: Number(last.when) } : undefined;
}
