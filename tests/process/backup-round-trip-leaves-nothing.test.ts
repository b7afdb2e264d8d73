/**
 * `npm run backup -- FILE` as the command runs (src/server/backup/cli.ts in a child process) on a site whose
 * booking_clicks hold more rows than the backup reads at a time (rows with quotes, backslashes, newlines
 * and non-ASCII text, exact decimals and microsecond timestamps): restored into a fresh PGlite folder (and
 * through PostgreSQL when TEST_DATABASE_URL is set) every table has the same row count and checksum, the
 * sequences and the uploaded file are the same, and the output folder holds the archive alone (mode 0600).
 * A backup that fails (FILE is a folder, a read-only folder, a folder that fills up while the rows are
 * written) or is stopped with SIGTERM exits without leaving any scratch file or partial archive. The
 * read-only and full folders are small tmpfs mounts (root only; skipped with the reason otherwise).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtEntry } from '../support/app-instances';
import { timeLimit } from '../support/time-limits';
import { listSequences, listTables, openSqlConnection, quoteIdent } from '../../src/server/backup/database-access';
import { SPOOL_PAGE_ROWS } from '../../src/server/backup/table-spool';
import { openDatabase } from '../../src/server/db/open';
import { seedDatabase } from '../../src/server/db/seed';
import { PROJECT_ROOT } from '../../src/server/paths';

/** More than two pages of the backup's cursor, and not a whole number of pages. */
const CLICKS = SPOOL_PAGE_ROWS * 2 + 7;
const IMAGE = '5e0c2a41-7b3d-4f6e-8a19-2c4d6e8f0a1b.webp';

type Env = Record<string, string>;

/** The built backup and restore command (plain node, as `npm run` runs it once built), resolved before the tests. */
let cli = '';
beforeAll(async () => {
  cli = await builtEntry('src/server/backup/cli.ts');
}, timeLimit(240_000));

function command(args: string[], env: Env): { child: ChildProcess; result: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> } {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|DATA_DIR|S3_.*|RESTORE_.*)$/.test(key)));
  const child = spawn(process.execPath, [cli, ...args], { cwd: PROJECT_ROOT, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, result: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, output }))) };
}

const run = (args: string[], env: Env) => command(args, env).result;

/** Every table's row count and checksum, and every sequence's state. */
async function fingerprint(env: Env): Promise<Record<string, string>> {
  const db = await openSqlConnection({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR! }, { database: 'existing' });
  const print: Record<string, string> = {};
  try {
    for (const table of await listTables(db)) {
      if (table === 'sessions') continue;
      const [row] = await db.query<{ n: string; sum: string }>(
        `select count(*)::text as n, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '-') as sum from public.${quoteIdent(table)} t`,
      );
      print[`table ${table}`] = `${row!.n} ${row!.sum}`;
    }
    for (const sequence of await listSequences(db)) {
      const [row] = await db.query<{ state: string }>(`select last_value::text || '/' || is_called::text as state from public.${quoteIdent(sequence)}`);
      print[`sequence ${sequence}`] = row!.state;
    }
  } finally {
    await db.close();
  }
  return print;
}

const uploadOf = (dataDir: string) => readFileSync(path.join(dataDir, 'objects', 'uploads', IMAGE));

/** A tmpfs at a new folder (size and options as given) when this process may mount one; else why not. */
function mountTmpfs(options: string): { dir: string; ok: true } | { dir: string; ok: false; reason: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'charter-backup-mount-'));
  const result = spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { encoding: 'utf8' });
  if (result.status === 0) return { dir, ok: true };
  rmSync(dir, { recursive: true, force: true });
  const why = result.error ? result.error.message : result.stderr.trim() || `mount exited ${result.status}`;
  return { dir, ok: false, reason: `cannot mount a tmpfs here (${why}); needs root` };
}

describe('a backup of tables larger than one page', () => {
  const folders: string[] = [];
  const mounts: string[] = [];
  const databases: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
  let source: { DATA_DIR: string };
  let sourcePrint: Record<string, string>;

  beforeAll(async () => {
    source = { DATA_DIR: tempDir('charter-backup-pages-source-') };
    const database = await openDatabase({ kind: 'pglite', dataDir: source.DATA_DIR });
    try {
      await seedDatabase(database.db);
      await database.db.execute(
        sql.raw(`insert into booking_clicks (aircraft_type, flight_type, departure, destination, estimated_price, booking_url, region_id, partner, created_at)
          select '3-passengers', 'same-day', 'jandakot', 'dest-' || g, (g * 137 % 100000) / 100.0, 'https://example.com/book?n=' || g || '&q="x"',
                 (select id from regions where code = 'WA'), 'p' || g || E' "quoted" \\\\ back\\nline é 🛩', timestamptz '2026-11-26 01:02:03.456789+00' + g * interval '1.000001 second'
          from generate_series(1, ${CLICKS}) g`),
      );
    } finally {
      await database.close();
    }
    mkdirSync(path.join(source.DATA_DIR, 'objects', 'uploads'), { recursive: true, mode: 0o700 });
    writeFileSync(path.join(source.DATA_DIR, 'objects', 'uploads', IMAGE), Buffer.from('RIFF....WEBPVP8 backup pages'), { mode: 0o600 });
    sourcePrint = await fingerprint(source);
    expect(sourcePrint['table booking_clicks']).toMatch(new RegExp(`^${CLICKS} `));
  }, timeLimit(120_000));

  afterAll(async () => {
    for (const dir of mounts) spawnSync('umount', [dir]);
    for (const dir of [...folders, ...mounts]) rmSync(dir, { recursive: true, force: true });
    if (databases.length > 0) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      for (const name of databases) await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`).catch(() => {});
      await admin.end();
    }
  });

  it('round-trips exactly (row counts, checksums, sequences, the upload) and leaves only the archive, private, in its folder', async () => {
    const out = tempDir('charter-backup-pages-out-');
    const archive = path.join(out, 'site.tar.gz');
    const backup = await run(['backup', archive], source);
    expect(backup.output).toMatch(/^Backed up PGlite in .*: \d+ tables, \d+ rows, 1 uploaded files, at migration \d{4}_\w+, to /);
    expect(backup.code).toBe(0);
    expect(readdirSync(out)).toEqual(['site.tar.gz']);
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    const target = { DATA_DIR: tempDir('charter-backup-pages-restored-') };
    const restore = await run(['restore', archive], target);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain(`Checked ${archive}: `);
    expect(await fingerprint(target)).toEqual(sourcePrint);
    expect(uploadOf(target.DATA_DIR).equals(uploadOf(source.DATA_DIR))).toBe(true);
  }, timeLimit(240_000));

  it.runIf(process.env.TEST_DATABASE_URL)('round-trips exactly through PostgreSQL: restored there, backed up from there, restored into PGlite', async () => {
    const out = tempDir('charter-backup-pages-pg-');
    const first = await run(['backup', path.join(out, 'pglite.tar.gz')], source);
    expect(first.code, first.output).toBe(0);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `charter_backup_pages_${process.pid}_${Date.now().toString(36)}`;
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    databases.push(name);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const postgres = { DATABASE_URL: url.toString(), DATA_DIR: tempDir('charter-backup-pages-pg-uploads-') };
    const intoPostgres = await run(['restore', path.join(out, 'pglite.tar.gz')], postgres);
    expect(intoPostgres.code, intoPostgres.output).toBe(0);

    const fromPostgres = await run(['backup', path.join(out, 'postgres.tar.gz')], postgres);
    expect(fromPostgres.code, fromPostgres.output).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['pglite.tar.gz', 'postgres.tar.gz']);
    const target = { DATA_DIR: tempDir('charter-backup-pages-from-pg-') };
    const restore = await run(['restore', path.join(out, 'postgres.tar.gz')], target);
    expect(restore.code, restore.output).toBe(0);
    expect(await fingerprint(target)).toEqual(sourcePrint);
    expect(uploadOf(target.DATA_DIR).equals(uploadOf(source.DATA_DIR))).toBe(true);
  }, timeLimit(300_000));

  it('a FILE that is a folder is refused in plain words and nothing is written into it', async () => {
    const out = tempDir('charter-backup-pages-folder-');
    const backup = await run(['backup', out], source);
    expect(backup.code).toBe(1);
    expect(backup.output.trim()).toBe(`${out} is a folder: give the backup a file name (e.g. ${path.join(out, 'charter-backup.tar.gz')})`);
    expect(readdirSync(out)).toEqual([]);
  }, timeLimit(120_000));

  it('a backup stopped with SIGTERM leaves no scratch file or partial archive', async () => {
    const out = tempDir('charter-backup-pages-stopped-');
    const started = command(['backup', path.join(out, 'site.tar.gz')], source);
    // The scratch folder is made first and lives as long as the backup: stop the command once it exists.
    const deadline = Date.now() + timeLimit(60_000);
    while (readdirSync(out).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readdirSync(out)[0]).toMatch(/^\.site\.tar\.gz\.rows-/);
    started.child.kill('SIGTERM');
    const { signal, output } = await started.result;
    expect(signal, output).toBe('SIGTERM');
    expect(readdirSync(out)).toEqual([]);
  }, timeLimit(120_000));

  const readOnly = mountTmpfs('size=1m,mode=0700,ro');
  if (readOnly.ok) mounts.push(readOnly.dir);
  it.skipIf(!readOnly.ok)(`a read-only folder is said in plain words and nothing is left in it${readOnly.ok ? '' : ` (skipped: ${readOnly.reason})`}`, async () => {
    const backup = await run(['backup', path.join(readOnly.dir, 'site.tar.gz')], source);
    expect(backup.code).toBe(1);
    expect(backup.output.trim()).toBe(`The backup cannot be written into ${readOnly.dir}: the file system is read-only`);
    expect(readdirSync(readOnly.dir)).toEqual([]);
  }, timeLimit(120_000));

  // Smaller than the rows: the disk fills while they are written to the scratch files.
  const small = mountTmpfs('size=64k,mode=0700');
  if (small.ok) mounts.push(small.dir);
  it.skipIf(!small.ok)(`a folder that fills up while the rows are written is said in plain words and left empty${small.ok ? '' : ` (skipped: ${small.reason})`}`, async () => {
    const backup = await run(['backup', path.join(small.dir, 'site.tar.gz')], source);
    expect(backup.code).toBe(1);
    expect(backup.output.trim()).toBe(`The backup cannot be written into ${small.dir}: no space left on the device`);
    expect(readdirSync(small.dir)).toEqual([]);
    // The source is as it was, and not left locked.
    expect(await fingerprint(source)).toEqual(sourcePrint);
  }, timeLimit(120_000));
});
