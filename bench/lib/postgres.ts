import pg from 'pg';

/** The local server CI starts (see .ci/run); used when no URL is given and it answers. */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export type PostgresChoice =
  | { available: true; baseUrl: string; source: string }
  | { available: false; reason: string };

async function answers(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local default if it answers. A URL that was set
 * explicitly but does not answer is an error (not a silent skip).
 */
export async function choosePostgres(env: NodeJS.ProcessEnv = process.env): Promise<PostgresChoice> {
  for (const name of ['BENCH_DATABASE_URL', 'TEST_DATABASE_URL'] as const) {
    const url = env[name]?.trim();
    if (!url) continue;
    const failure = await answers(url);
    if (failure) throw new Error(`${name} is set but PostgreSQL does not answer there: ${failure}`);
    return { available: true, baseUrl: url, source: name };
  }
  const failure = await answers(DEFAULT_POSTGRES_URL);
  return failure
    ? { available: false, reason: `no BENCH_DATABASE_URL/TEST_DATABASE_URL and ${redact(DEFAULT_POSTGRES_URL)} does not answer (${failure})` }
    : { available: true, baseUrl: DEFAULT_POSTGRES_URL, source: 'local default' };
}

export function withDatabase(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The URL without its password, for printing. */
export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** CREATE DATABASE charter_bench_<ts> on the server of baseUrl; drop() removes it (forcing out stray sessions). */
export async function createScratchDatabase(baseUrl: string, prefix = 'charter_bench'): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  await adminQuery(baseUrl, `create database "${name}"`);
  let dropped: Promise<void> | undefined;
  return {
    name,
    url: withDatabase(baseUrl, name),
    drop: () => (dropped ??= adminQuery(baseUrl, `drop database if exists "${name}" with (force)`)),
  };
}

async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end().catch(() => {});
  }
}
