import { createWriteStream, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { BackupManifest } from '../src/server/backup/manifest';
import type { Bench, BenchContext } from './lib/bench';
import { formatTable } from './lib/bench';
import { MB, prepareSite, readManifest, ROWS, rowsOf, runCli, TARGET_PEAK_RSS_MB, type Run } from './lib/backup-site';
import { choosePostgres, redact } from './lib/postgres';
import { scratchDatabase, scratchDir } from './lib/scratch-site';
import { buildServerBundle } from './lib/server-process';

/**
 * The restore command's peak resident memory (VmHWM of its process, printed at exit by a bench-only
 * preload) for (a) three archives whose admin_users.jsonl expands to 600 MB (rows beyond the manifest's
 * one; one 600 MB line; 600 MB of rows the manifest counts, the last malformed), all refused, and (b) a
 * backup of 300,000 rows (taken by the command from a seeded site filled with generate_series; its own
 * peak is measured too), restored with --force over that site on PGlite and into a throw-away PostgreSQL
 * database. Target: <= 300 MB each. A restore into a fresh PGlite folder is printed for information:
 * PGlite's initdb alone takes more (the same as a first server start).
 */
const BOMB_BYTES = 600 * MB;

/** admin_users.jsonl of `bytes` bytes, made of `piece` repeated (streamed: never in memory whole). */
function* repeated(bytes: number, piece: (i: number) => string): Generator<Buffer> {
  let left = bytes;
  for (let i = 0; left > 0; ) {
    const parts: string[] = [];
    let size = 0;
    while (size < MB) {
      const text = piece(i++);
      parts.push(text);
      size += Buffer.byteLength(text);
    }
    const chunk = Buffer.from(parts.join(''));
    const out = chunk.length > left ? chunk.subarray(0, left) : chunk;
    left -= out.length;
    yield out;
  }
}

interface Bomb {
  what: string;
  /** The admin_users row count its manifest states. */
  rows: number;
  content: Iterable<Buffer>;
}

/** A real backup's manifest (admin_users rows as the bomb says), then an admin_users.jsonl of BOMB_BYTES. */
async function writeBomb(file: string, manifest: BackupManifest, bomb: Bomb): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  const tables = manifest.tables.map((t) => (t.name === 'admin_users' ? { ...t, rows: bomb.rows } : t));
  pack.entry({ name: 'manifest.json' }, JSON.stringify({ ...manifest, tables }));
  const entry = pack.entry({ name: 'tables/admin_users.jsonl', size: BOMB_BYTES });
  await pipeline(Readable.from(bomb.content), entry);
  pack.finalize();
  await written;
}

function* oneLongLine(): Generator<Buffer> {
  const start = Buffer.from('{"email":"');
  yield start;
  yield* repeated(BOMB_BYTES - start.length, () => 'a'.repeat(4096));
}

const adminRow = (i: number) =>
  `{"id":${i + 1},"email":"intruder${i}@example.com","password_hash":"$argon2id$v=19$m=19456,t=2,p=1$${'A'.repeat(900)}","role":"owner","is_active":true}\n`;

/**
 * Whole rows up to BOMB_BYTES, every one counted in the manifest, the last one malformed: the check reads
 * (and parses) all 600 MB before it refuses, the worst case for its memory.
 */
function countedRows(): Bomb {
  const tail = '{"id":';
  let rows = 0;
  let bytes = 0;
  while (bytes + Buffer.byteLength(adminRow(rows)) + tail.length <= BOMB_BYTES) bytes += Buffer.byteLength(adminRow(rows++));
  const pad = BOMB_BYTES - bytes - tail.length;
  // The last row is padded with spaces so the member is exactly BOMB_BYTES long.
  function* content(): Generator<Buffer> {
    yield* repeated(bytes, adminRow);
    yield Buffer.from(`${' '.repeat(pad)}${tail}`);
  }
  return { what: `refuse: admin_users.jsonl of 600 MB of rows (manifest: ${(rows + 1).toLocaleString('en')}; the last malformed)`, rows: rows + 1, content: content() };
}

interface Measurement {
  what: string;
  expected: 'refused' | 'restored' | 'backed up';
  run: Run;
  targeted: boolean;
}

function judge(m: Measurement): boolean {
  const outcomeOk = m.expected === 'refused' ? m.run.code === 1 : m.run.code === 0;
  return outcomeOk && (!m.targeted || m.run.peakMb <= TARGET_PEAK_RSS_MB);
}

async function measureBombs(ctx: BenchContext, dir: string, site: string, manifest: BackupManifest): Promise<Measurement[]> {
  const bombs: Bomb[] = [
    { what: 'refuse: admin_users.jsonl of 600 MB of rows (manifest: 1)', rows: 1, content: repeated(BOMB_BYTES, adminRow) },
    { what: 'refuse: admin_users.jsonl of one 600 MB line', rows: 1, content: oneLongLine() },
    countedRows(),
  ];
  const results: Measurement[] = [];
  for (const [index, bomb] of bombs.entries()) {
    const file = path.join(dir, `bomb-${index}.tar.gz`);
    await writeBomb(file, manifest, bomb);
    ctx.log(`${bomb.what}: ${(statSync(file).size / MB).toFixed(1)} MB .tar.gz`);
    const run = await runCli(['restore', file, '--force'], { DATA_DIR: site }, ctx.signal);
    ctx.log(`  -> exit ${run.code}, ${run.peakMb} MB peak RSS: ${run.output.split('\n').at(-1)}`);
    results.push({ what: bomb.what, expected: 'refused', run, targeted: true });
    rmSync(file, { force: true });
  }
  return results;
}

async function measureRestores(ctx: BenchContext, dir: string, site: string, backup: string): Promise<Measurement[]> {
  const results: Measurement[] = [];
  const over = await runCli(['restore', backup, '--force'], { DATA_DIR: site }, ctx.signal);
  results.push({ what: `restore ${ROWS.toLocaleString('en')}+ rows over the site (PGlite, --force)`, expected: 'restored', run: over, targeted: true });
  const postgres = await choosePostgres();
  if (postgres.available) {
    const scratch = await scratchDatabase(ctx.defer, postgres.baseUrl, 'charter_bench_restore');
    const pgEnv = { DATABASE_URL: scratch.url, DATA_DIR: path.join(dir, 'pg-uploads') };
    const where = redact(postgres.baseUrl).replace(/\/[^/]*$/, '/…');
    const run = await runCli(['restore', backup], pgEnv, ctx.signal);
    results.push({ what: `restore ${ROWS.toLocaleString('en')}+ rows into PostgreSQL (${where})`, expected: 'restored', run, targeted: true });
    // The restored database backed up again: the backup command reading PostgreSQL.
    const again = await runCli(['backup', path.join(dir, 'from-postgres.tar.gz')], pgEnv, ctx.signal);
    results.push({ what: `backup ${ROWS.toLocaleString('en')}+ rows from PostgreSQL (${where})`, expected: 'backed up', run: again, targeted: true });
    await scratch.drop();
  } else {
    ctx.log(`PostgreSQL skipped: ${postgres.reason}`);
  }
  const fresh = await runCli(['restore', backup], { DATA_DIR: path.join(dir, 'fresh') }, ctx.signal);
  results.push({ what: `restore ${ROWS.toLocaleString('en')}+ rows into a new PGlite folder (initdb; information)`, expected: 'restored', run: fresh, targeted: false });
  for (const m of results) ctx.log(`${m.what}: exit ${m.run.code}, ${m.run.seconds.toFixed(1)} s, ${m.run.peakMb} MB peak RSS${m.run.code === 0 ? '' : `: ${m.run.output.slice(-300)}`}`);
  return results;
}

export const restoreBench: Bench = {
  name: 'restore',
  title: `peak RSS of the backup and restore commands for a ${ROWS.toLocaleString('en')}-row site and of a refused 600 MB-expanding archive (target <= ${TARGET_PEAK_RSS_MB} MB)`,
  budgetMs: 25 * 60_000,
  async run(ctx) {
    await buildServerBundle();
    const dir = scratchDir(ctx.defer, 'restore');
    const site = path.join(dir, 'site');
    await prepareSite({ dataDir: site });
    const backupFile = path.join(dir, 'site.tar.gz');
    const backup = await runCli(['backup', backupFile], { DATA_DIR: site }, ctx.signal);
    if (backup.code !== 0) throw new Error(`the backup failed: ${backup.output}`);
    ctx.log(`${backup.output} (${(statSync(backupFile).size / MB).toFixed(1)} MB, ${backup.seconds.toFixed(1)} s, ${backup.peakMb} MB peak RSS)`);
    const manifest = await readManifest(backupFile);
    const backedUp: Measurement = { what: `backup ${ROWS.toLocaleString('en')}+ rows from the site (PGlite)`, expected: 'backed up', run: backup, targeted: true };

    const measured = [backedUp, ...(await measureBombs(ctx, dir, site, manifest)), ...(await measureRestores(ctx, dir, site, backupFile))];
    const rows: (string | number)[][] = [['case', 'exit', 'seconds', 'peak RSS MB', 'target MB', 'result']];
    for (const m of measured) {
      rows.push([m.what, String(m.run.code), m.run.seconds.toFixed(1), m.run.peakMb, m.targeted ? `<= ${TARGET_PEAK_RSS_MB}` : '-', judge(m) ? 'PASS' : 'FAIL']);
    }
    ctx.log(`\n${formatTable(rows)}`);
    return {
      ok: measured.every(judge),
      data: {
        backup: { rows: rowsOf(manifest), bytes: statSync(backupFile).size, seconds: backup.seconds, peakRssMb: backup.peakMb },
        cases: measured.map((m) => ({ what: m.what, exit: m.run.code, seconds: m.run.seconds, peakRssMb: m.run.peakMb, targetMb: m.targeted ? TARGET_PEAK_RSS_MB : null, ok: judge(m) })),
      },
    };
  },
};
