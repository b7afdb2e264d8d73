import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import type { Bench } from './lib/bench';
import { formatTable } from './lib/bench';
import { MB, prepareSite, readManifest, ROWS, rowsOf, runCli, TARGET_PEAK_RSS_MB, type Run } from './lib/backup-site';
import { choosePostgres, redact } from './lib/postgres';
import { scratchDatabase, scratchDir } from './lib/scratch-site';
import { buildServerBundle } from './lib/server-process';

/**
 * The backup command alone (the restore bench measures it too, among its restores): peak resident memory
 * (VmHWM) of `backup` of a seeded site filled with 300,000 rows, on PGlite and on a throw-away PostgreSQL
 * database. Target: <= 300 MB each, whatever the size of the tables.
 */
interface Case {
  what: string;
  run: Run;
  rows: number;
  archiveMb: number;
  /** Unpacked: about what the scratch files beside FILE take while the backup runs. */
  expandedMb: number;
}

const judge = (c: Case) => c.run.code === 0 && c.rows >= ROWS && c.run.peakMb <= TARGET_PEAK_RSS_MB;

async function backupOf(what: string, file: string, env: Record<string, string>, signal: AbortSignal): Promise<Case> {
  const run = await runCli(['backup', file], env, signal);
  if (run.code !== 0) return { what, run, rows: 0, archiveMb: 0, expandedMb: 0 };
  return { what, run, rows: rowsOf(await readManifest(file)), archiveMb: statSync(file).size / MB, expandedMb: (await unpackedBytes(file)) / MB };
}

async function unpackedBytes(file: string): Promise<number> {
  let bytes = 0;
  for await (const chunk of createReadStream(file).pipe(createGunzip())) bytes += (chunk as Buffer).length;
  return bytes;
}

export const backupBench: Bench = {
  name: 'backup',
  title: `peak RSS of the backup command for a ${ROWS.toLocaleString('en')}-row site on PGlite and PostgreSQL (target <= ${TARGET_PEAK_RSS_MB} MB)`,
  budgetMs: 15 * 60_000,
  async run(ctx) {
    await buildServerBundle();
    const dir = scratchDir(ctx.defer, 'backup');
    const cases: Case[] = [];
    const site = path.join(dir, 'site');
    await prepareSite({ dataDir: site });
    cases.push(await backupOf('backup of the PGlite site', path.join(dir, 'pglite.tar.gz'), { DATA_DIR: site }, ctx.signal));
    const postgres = await choosePostgres();
    if (postgres.available) {
      const scratch = await scratchDatabase(ctx.defer, postgres.baseUrl, 'charter_bench_backup');
      await prepareSite({ url: scratch.url });
      const where = redact(postgres.baseUrl).replace(/\/[^/]*$/, '/…');
      cases.push(await backupOf(`backup of the PostgreSQL site (${where})`, path.join(dir, 'postgres.tar.gz'), { DATABASE_URL: scratch.url, DATA_DIR: path.join(dir, 'pg-uploads') }, ctx.signal));
    } else {
      ctx.log(`PostgreSQL skipped: ${postgres.reason}`);
    }
    const table: (string | number)[][] = [['case', 'exit', 'rows', 'archive MB', 'unpacked MB', 'seconds', 'peak RSS MB', 'target MB', 'result']];
    for (const c of cases) {
      if (c.run.code !== 0) ctx.log(`${c.what} failed: ${c.run.output.slice(-300)}`);
      table.push([c.what, String(c.run.code), c.rows, c.archiveMb.toFixed(1), c.expandedMb.toFixed(1), c.run.seconds.toFixed(1), c.run.peakMb, `<= ${TARGET_PEAK_RSS_MB}`, judge(c) ? 'PASS' : 'FAIL']);
    }
    ctx.log(`\n${formatTable(table)}`);
    return {
      ok: cases.every(judge),
      data: { cases: cases.map((c) => ({ what: c.what, exit: c.run.code, rows: c.rows, archiveMb: c.archiveMb, expandedMb: c.expandedMb, seconds: c.run.seconds, peakRssMb: c.run.peakMb, targetMb: TARGET_PEAK_RSS_MB, ok: judge(c) })) },
    };
  },
};
