import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { BenchContext } from './bench';
import { choosePostgres, createScratchDatabase, redact, type ScratchDatabase } from './postgres';
import { startServer, type BenchServer, type StartOptions } from './server-process';

export type DatabaseKind = 'pglite' | 'postgres';

type Defer = BenchContext['defer'];

/** A throw-away site a bench measures on: a DATA_DIR of its own and, on PostgreSQL, a database of its own. */
export interface ScratchSite {
  kind: DatabaseKind;
  /** "PGlite" or "PostgreSQL", for messages. */
  title: string;
  /** Which database and where, for the report. */
  detail: string;
  /** The throw-away database on PostgreSQL; undefined on PGlite, which keeps its files in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Runs `cleanup` when the measurement on this site ends (the last registered first), also on failure or interrupt. */
  defer: Defer;
}

/** What a bench reports for a database it did not measure. */
export type Unmeasured = { database: DatabaseKind; status: 'skipped'; ok: true; detail: string } | { database: DatabaseKind; status: 'error'; ok: false; detail: string };

export type Measured<M> = { database: DatabaseKind; status: 'measured'; detail: string } & M;

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** A temporary folder charter-bench-<what>-…, removed by `defer`'s cleanups. */
export function scratchDir(defer: Defer, what: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `charter-bench-${what}-`));
  defer(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A new database on the server of `baseUrl`, dropped by `defer`'s cleanups. */
export async function scratchDatabase(defer: Defer, baseUrl: string, prefix?: string): Promise<ScratchDatabase> {
  const scratch = await createScratchDatabase(baseUrl, prefix);
  defer(() => scratch.drop());
  return scratch;
}

/**
 * Runs `measure` on a scratch site on PGlite, then on one on PostgreSQL (lib/postgres.ts chooses the server;
 * skipped when none answers), each removed as soon as its measurement ends. A measurement that fails is
 * reported as an error and the next database still runs; an interrupt or a timeout stops the bench.
 */
export async function measureOnEachDatabase<M extends { ok: boolean }>(
  ctx: BenchContext,
  what: string,
  measure: (site: ScratchSite) => Promise<M>,
): Promise<(Measured<M> | Unmeasured)[]> {
  const reports: (Measured<M> | Unmeasured)[] = [await measureOn(ctx, what, undefined, measure)];
  let postgres: Awaited<ReturnType<typeof choosePostgres>>;
  try {
    postgres = await choosePostgres();
  } catch (err) {
    reports.push({ database: 'postgres', status: 'error', ok: false, detail: message(err) });
    return reports;
  }
  if (postgres.available) {
    reports.push(await measureOn(ctx, what, postgres, measure));
  } else {
    reports.push({ database: 'postgres', status: 'skipped', ok: true, detail: postgres.reason });
    ctx.log(`PostgreSQL: skipped: ${postgres.reason}`);
  }
  return reports;
}

async function measureOn<M extends { ok: boolean }>(
  ctx: BenchContext,
  what: string,
  postgres: { baseUrl: string; source: string } | undefined,
  measure: (site: ScratchSite) => Promise<M>,
): Promise<Measured<M> | Unmeasured> {
  const kind: DatabaseKind = postgres ? 'postgres' : 'pglite';
  const title = postgres ? 'PostgreSQL' : 'PGlite';
  const detail = postgres ? `PostgreSQL via ${postgres.source} (${redact(postgres.baseUrl)})` : 'PGlite in a fresh DATA_DIR';
  ctx.log(`${title}: ${detail}`);
  const cleanups: (() => Promise<void> | void)[] = [];
  const defer: Defer = (cleanup) => void cleanups.push(cleanup);
  const cleanup = async () => {
    while (cleanups.length) await Promise.resolve().then(cleanups.pop()).catch((err: unknown) => ctx.log(`cleanup failed: ${message(err)}`));
  };
  ctx.defer(cleanup); // also on timeout or interrupt
  try {
    const dataDir = scratchDir(defer, `${what}-${kind}`);
    let databaseUrl: string | undefined;
    if (postgres) {
      const scratch = await scratchDatabase(defer, postgres.baseUrl);
      databaseUrl = scratch.url;
      ctx.log(`  created database ${scratch.name} (dropped afterwards)`);
    }
    const measured = await measure({ kind, title, detail, databaseUrl, dataDir, defer });
    await cleanup();
    return { database: kind, status: 'measured', detail, ...measured };
  } catch (err) {
    await cleanup();
    if (ctx.signal.aborted) throw err;
    ctx.log(`${title}: ERROR: ${message(err)}`);
    return { database: kind, status: 'error', ok: false, detail: message(err) };
  }
}

/** The built server on the site, ready; stopped when the measurement on the site ends. */
export async function startServerOn(site: ScratchSite, options: Omit<StartOptions, 'databaseUrl' | 'dataDir'>): Promise<BenchServer> {
  const server = await startServer({ ...options, databaseUrl: site.databaseUrl, dataDir: site.dataDir });
  site.defer(() => server.stop());
  return server;
}

/** Migrates and seeds the site (and adds the bench admin) with a first start of the built server, then stops it. */
export async function seedSite(site: Pick<ScratchSite, 'databaseUrl' | 'dataDir'>, name: string, signal: AbortSignal): Promise<void> {
  const first = await startServer({ name: `${name}-setup`, databaseUrl: site.databaseUrl, dataDir: site.dataDir, signal });
  await first.stop();
}

/** Runs `sql` on the site's database; no server may hold it (PGlite has one user at a time). */
export async function fillSite(site: Pick<ScratchSite, 'databaseUrl' | 'dataDir'>, sql: string): Promise<void> {
  if (site.databaseUrl) {
    const client = new pg.Client({ connectionString: site.databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
    return;
  }
  // The server keeps its PGlite files in DATA_DIR/pglite (src/server/db/open.ts).
  const db = await PGlite.create(path.join(site.dataDir, 'pglite'));
  try {
    await db.exec(sql);
  } finally {
    await db.close();
  }
}
