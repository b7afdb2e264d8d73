import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { lockDataDir } from '../db/lock';
import { postgresAddress } from '../db/wait-for-postgres';
import { MIGRATIONS_DIR } from '../paths';

/** One connection to the database of a configuration, for plain SQL: backups and restores need no ORM. */
export interface SqlConnection {
  readonly kind: 'pglite' | 'postgres';
  /** One statement, with parameters. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** A script of one or more statements without parameters (a migration file's statements). */
  exec(text: string): Promise<void>;
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

/** The PGlite cluster of a DATA_DIR (its folder, and the file initdb writes first). */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');
const hasPgliteCluster = (dataDir: string) => existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));

/**
 * The command-line tools open PGlite with a small buffer pool: the server's default 128 MB pool alone
 * would take most of a restore's memory budget (docs/decisions/0036-restore-checks-first-loads-in-one-transaction.md),
 * and a backup or restore reads and writes each page about once.
 */
const TOOL_PGLITE_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export interface OpenOptions {
  /**
   * `existing` (backup): a DATA_DIR without a PGlite database is refused and nothing is created there, so a
   * mistyped DATA_DIR does not become a new empty database. `create` (restore): made when missing.
   */
  database: 'existing' | 'create';
}

async function openPostgres(url: string): Promise<SqlConnection> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    const { host, port } = postgresAddress(url);
    throw new Error(`Could not connect to PostgreSQL at ${host}:${port}: ${(error as Error).message}`);
  }
  // A connection that dies mid-restore must not crash the process before the rollback is reported.
  client.on('error', () => {});
  return {
    kind: 'postgres',
    query: async <T,>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    exec: async (text) => void (await client.query(text)),
    close: () => client.end(),
  };
}

async function openPglite(dataDir: string, options: OpenOptions): Promise<SqlConnection> {
  if (options.database === 'existing' && !hasPgliteCluster(dataDir)) {
    throw new Error(
      `There is no database in DATA_DIR ${path.resolve(dataDir)} (no ${path.resolve(pgliteDir(dataDir))}): check DATA_DIR, or set DATABASE_URL for PostgreSQL`,
    );
  }
  const unlock = lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(pgliteDir(dataDir), { startParams: TOOL_PGLITE_PARAMS });
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    query: async <T,>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    exec: async (text) => void (await client.exec(text)),
    async close() {
      await client.close();
      unlock();
    },
  };
}

/**
 * PostgreSQL when DATABASE_URL is set, else the PGlite files in DATA_DIR (locked like a server start:
 * a running server on that directory makes this fail with a message saying so).
 */
export function openSqlConnection(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>, options: OpenOptions): Promise<SqlConnection> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.DATA_DIR, options);
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
