import { existsSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { localUploadsDir, SAFE_OBJECT_NAME } from '../services/uploads/storage';
import { writeArchive, type FileMember } from './archive-writer';
import { BackupScratch, explainWriteError } from './backup-scratch';
import { appliedMigration, listColumns, listSequences, openSqlConnection, quoteIdent, readJournal, tablesInDependencyOrder, type SqlConnection } from './database-access';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, tableEntryName, UPLOADS_PREFIX, type BackupManifest } from './manifest';
import { spoolTable } from './table-spool';

/** Sessions are sign-ins, not data: a restored site asks staff to sign in again. */
export const TABLES_NOT_BACKED_UP = new Set(['sessions']);

export interface BackupSummary {
  file: string;
  manifest: BackupManifest;
}

/** What the transaction read: the manifest's database part, and each table's rows in a scratch file. */
interface DatabasePicture {
  source: BackupManifest['source'];
  migration: BackupManifest['migration'];
  tables: BackupManifest['tables'];
  sequences: BackupManifest['sequences'];
  members: FileMember[];
}

/**
 * Every table's rows into the scratch folder and the sequences' states, in one repeatable-read read-only
 * transaction: a consistent picture while PostgreSQL keeps serving.
 */
async function readDatabase(config: Config, scratch: BackupScratch): Promise<DatabasePicture> {
  const sql = await openSqlConnection(config, { database: 'existing' });
  try {
    await sql.query('begin isolation level repeatable read read only');
    const applied = await appliedMigration(sql);
    if (!applied) throw new Error('The database has never been started (no migrations applied): there is nothing to back up');
    const entry = readJournal().find((e) => e.when === applied.when);
    if (!entry) throw new Error('The database was migrated by a newer version of the app than this one: back it up with that version');
    const tables: BackupManifest['tables'] = [];
    const members: FileMember[] = [];
    for (const name of await tablesInDependencyOrder(sql)) {
      if (TABLES_NOT_BACKED_UP.has(name)) continue;
      const columns = await listColumns(sql, name);
      const file = scratch.tableFile(tables.length);
      tables.push({ name, columns, rows: await spoolTable(sql, name, columns, file) });
      members.push({ name: tableEntryName(name), file });
    }
    const sequences = await readSequences(sql);
    await sql.query('commit');
    return { source: sql.kind, migration: { tag: entry.tag, when: entry.when }, tables, sequences, members };
  } finally {
    await sql.close();
  }
}

async function readSequences(sql: SqlConnection): Promise<BackupManifest['sequences']> {
  const sequences: BackupManifest['sequences'] = [];
  for (const name of await listSequences(sql)) {
    const [state] = await sql.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from public.${quoteIdent(name)}`);
    if (state) sequences.push({ name, lastValue: state.last_value, isCalled: state.is_called });
  }
  return sequences;
}

/** Where the uploads are, for the manifest, and the local ones as members (listed once: the count matches the files). */
function uploadsOf(config: Config): { uploads: BackupManifest['uploads']; members: FileMember[] } {
  if (config.S3_BUCKET) {
    const note = `The uploaded images stay in the S3 bucket ${config.S3_BUCKET}: back the bucket up with its own tools (versioning or replication); this archive holds the rows that point at them.`;
    return { uploads: { storage: 's3', bucket: config.S3_BUCKET, note }, members: [] };
  }
  const dir = localUploadsDir(config.DATA_DIR);
  const members = localUploadNames(config.DATA_DIR).map((name) => ({ name: `${UPLOADS_PREFIX}${name}`, file: path.join(dir, name) }));
  return { uploads: { storage: 'local', files: members.length }, members };
}

/**
 * Writes one .tar.gz: manifest.json, tables/<name>.jsonl, uploads/<file> (manifest.ts). The rows go
 * first, table by table, into private scratch files beside FILE (the manifest comes first and states every
 * row count), then the archive is packed from them beside FILE and renamed onto it only when complete,
 * private to its owner (it holds inquiries and password hashes). Memory stays the same whatever the
 * tables hold; the scratch files and a partial archive are removed whatever happens (backup-scratch.ts).
 */
export async function createBackup(config: Config, file: string): Promise<BackupSummary> {
  const scratch = BackupScratch.open(file);
  try {
    const picture = await readDatabase(config, scratch);
    const { uploads, members: uploadMembers } = uploadsOf(config);
    const { members, ...database } = picture;
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      ...database,
      uploads,
    };
    await writeArchive(scratch.partial, manifest, [...members, ...uploadMembers]);
    renameSync(scratch.partial, scratch.target);
    return { file: scratch.target, manifest };
  } catch (error) {
    throw explainWriteError(error, path.dirname(scratch.target));
  } finally {
    scratch.remove();
  }
}

/** The stored images (server-made names only; anything else in the folder is not ours). */
function localUploadNames(dataDir: string): string[] {
  const dir = localUploadsDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => SAFE_OBJECT_NAME.test(name))
    .sort();
}
