import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { BackupManifest } from '../../src/server/backup/manifest';
import { openDatabase } from '../../src/server/db/open';
import { seedDatabase } from '../../src/server/db/seed';
import { PROJECT_ROOT } from './server-process';

/**
 * What the restore and backup benches share: a seeded site filled with ROWS rows (generate_series) and the
 * built backup command run with a bench-only preload that reports its peak resident set (VmHWM).
 */
export const ROWS = 300_000;
export const TARGET_PEAK_RSS_MB = 300;
export const MB = 1024 * 1024;

const CLI = path.join(PROJECT_ROOT, 'dist/server/backup-cli.js');
const PEAK_RSS_PRELOAD = pathToFileURL(path.join(import.meta.dirname, 'peak-rss-at-exit.mjs')).href;

const FILL_SQL = [
  `insert into booking_clicks (aircraft_type, flight_type, departure, destination, estimated_price, booking_url, region_id, partner, created_at)
  select '3-passengers', 'same-day', 'jandakot', 'bench-dest-' || g, 100 + g % 900, 'https://example.com/book/' || g, r.id, 'partner-' || g % 50, now() - g * interval '1 minute'
  from generate_series(1, ${(ROWS * 2) / 3}) g, (select id from regions where code = 'WA') r`,
  `insert into booking_requests (contact_name, contact_email, aircraft_type, flight_type, departure, destination, region_id, status, created_at)
  select 'Visitor ' || g, 'visitor' || g || '@example.com', '3-passengers', 'same-day', 'jandakot', 'bench-dest-' || g, r.id,
         (array['new', 'contacted', 'closed'])[1 + g % 3], now() - g * interval '1 hour'
  from generate_series(1, ${ROWS / 3}) g, (select id from regions where code = 'WA') r`,
];

export interface Run {
  code: number | null;
  output: string;
  seconds: number;
  peakMb: number;
}

/** The built command, as `npm run backup|restore` runs it, with the bench-only preload that reports its peak RSS. */
export async function runCli(args: string[], env: Record<string, string>, signal: AbortSignal): Promise<Run> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|DATA_DIR|S3_.*|RESTORE_.*)$/.test(key)));
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', PEAK_RSS_PRELOAD, CLI, ...args], { cwd: PROJECT_ROOT, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'], signal });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  const peak = /bench-max-rss-kb (\d+)/.exec(output);
  if (!peak) throw new Error(`no memory figure from ${args.join(' ')}: ${output.slice(-500)}`);
  return { code, output: output.replace(/\n?bench-max-rss-kb \d+\n?/, '').trim(), seconds: (Date.now() - started) / 1000, peakMb: Math.round(Number(peak[1]) / 1024) };
}

/** A seeded site (PGlite in dataDir, or PostgreSQL at url) with ROWS more rows, made while no server holds it. */
export async function prepareSite(target: { dataDir: string } | { url: string }): Promise<void> {
  const database = await openDatabase('url' in target ? { kind: 'postgres', url: target.url, poolSize: 1 } : { kind: 'pglite', dataDir: target.dataDir });
  try {
    await seedDatabase(database.db);
    for (const statement of FILL_SQL) await database.db.execute(sql.raw(statement));
  } finally {
    await database.close();
  }
}

/** The first member of an archive (manifest.json), read without the rest. */
export async function readManifest(file: string): Promise<BackupManifest> {
  const extract = tar.extract();
  const source = createReadStream(file).pipe(createGunzip());
  source.pipe(extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    source.destroy();
    extract.destroy();
    return JSON.parse(Buffer.concat(chunks).toString()) as BackupManifest;
  }
  throw new Error(`${file} has no manifest`);
}

export const rowsOf = (manifest: BackupManifest) => manifest.tables.reduce((sum, t) => sum + t.rows, 0);
