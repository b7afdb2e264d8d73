import { createWriteStream, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Config } from '../config';
import { localUploadsDir, SAFE_OBJECT_NAME } from '../services/uploads/storage';
import {
  appliedMigration,
  listColumns,
  listSequences,
  openSqlConnection,
  primaryKeyColumns,
  quoteIdent,
  readJournal,
  tablesInDependencyOrder,
  type SqlConnection,
} from './database-access';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, MANIFEST_NAME, tableEntryName, UPLOADS_PREFIX, type BackupManifest } from './manifest';

/** Sessions are sign-ins, not data: a restored site asks staff to sign in again. */
export const TABLES_NOT_BACKED_UP = new Set(['sessions']);
const PAGE_ROWS = 5_000;

export interface BackupSummary {
  file: string;
  manifest: BackupManifest;
}

/** Each row as the database writes it in JSON (exact numerics, timestamps with zone), one per line. */
async function readTableLines(sql: SqlConnection, table: string, columns: string[]): Promise<string[]> {
  const keys = await primaryKeyColumns(sql, table);
  const order = keys.length > 0 ? keys.map(quoteIdent).join(', ') : 'ctid';
  const lines: string[] = [];
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const page = await sql.query<{ line: string }>(
      `select row_to_json(r)::text as line from (select ${columns.map(quoteIdent).join(', ')} from public.${quoteIdent(table)} order by ${order} limit ${PAGE_ROWS} offset ${offset}) r`,
    );
    for (const row of page) lines.push(row.line);
    if (page.length < PAGE_ROWS) return lines;
  }
}

/**
 * Writes one .tar.gz: manifest.json, tables/<name>.jsonl, uploads/<file>. The rows are read in one
 * repeatable-read transaction (a consistent picture while PostgreSQL keeps serving); the archive is
 * written beside FILE and renamed onto it only when complete, private to its owner (it holds inquiries
 * and password hashes).
 */
export async function createBackup(config: Config, file: string): Promise<BackupSummary> {
  const sql = await openSqlConnection(config, { database: 'existing' });
  let manifest: BackupManifest;
  const tableLines = new Map<string, string[]>();
  try {
    await sql.query('begin isolation level repeatable read read only');
    const applied = await appliedMigration(sql);
    if (!applied) throw new Error('The database has never been started (no migrations applied): there is nothing to back up');
    const entry = readJournal().find((e) => e.when === applied.when);
    if (!entry) throw new Error('The database was migrated by a newer version of the app than this one: back it up with that version');
    const tables: BackupManifest['tables'] = [];
    for (const name of await tablesInDependencyOrder(sql)) {
      if (TABLES_NOT_BACKED_UP.has(name)) continue;
      const columns = await listColumns(sql, name);
      const lines = await readTableLines(sql, name, columns);
      tableLines.set(name, lines);
      tables.push({ name, columns, rows: lines.length });
    }
    const sequences: BackupManifest['sequences'] = [];
    for (const name of await listSequences(sql)) {
      const [state] = await sql.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from public.${quoteIdent(name)}`);
      if (state) sequences.push({ name, lastValue: state.last_value, isCalled: state.is_called });
    }
    await sql.query('commit');
    const uploads: BackupManifest['uploads'] = config.S3_BUCKET
      ? {
          storage: 's3',
          bucket: config.S3_BUCKET,
          note: `The uploaded images stay in the S3 bucket ${config.S3_BUCKET}: back the bucket up with its own tools (versioning or replication); this archive holds the rows that point at them.`,
        }
      : { storage: 'local', files: localUploadNames(config.DATA_DIR).length };
    manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      source: sql.kind,
      migration: { tag: entry.tag, when: entry.when },
      tables,
      sequences,
      uploads,
    };
  } finally {
    await sql.close();
  }

  const target = path.resolve(file);
  const partial = `${target}.partial-${process.pid}`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  try {
    pack.entry({ name: MANIFEST_NAME, mode: 0o600 }, JSON.stringify(manifest, null, 2));
    for (const table of manifest.tables) {
      const lines = tableLines.get(table.name) ?? [];
      pack.entry({ name: tableEntryName(table.name), mode: 0o600 }, lines.length > 0 ? `${lines.join('\n')}\n` : '');
    }
    if (manifest.uploads.storage === 'local') {
      const dir = localUploadsDir(config.DATA_DIR);
      for (const name of localUploadNames(config.DATA_DIR)) {
        pack.entry({ name: `${UPLOADS_PREFIX}${name}`, mode: 0o600 }, readFileSync(path.join(dir, name)));
      }
    }
    pack.finalize();
    await written;
    renameSync(partial, target);
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    rmSync(partial, { force: true });
    throw error;
  }
  return { file: target, manifest };
}

/** The stored images (server-made names only; anything else in the folder is not ours). */
function localUploadNames(dataDir: string): string[] {
  const dir = localUploadsDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => SAFE_OBJECT_NAME.test(name))
    .sort();
}
