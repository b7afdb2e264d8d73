import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { secureDataDir, subfoldersInUse } from '../data-dir';
import { objectStorageFor } from '../services/uploads/storage';
import { readArchive, type ArchiveSummary } from './archive-reader';
import { appliedMigration, openSqlConnection, pgliteDir, type SqlConnection } from './database-access';
import { DatabaseLoad, tablesWithRows } from './database-load';
import type { BackupManifest } from './manifest';
import { DEFAULT_RESTORE_LIMITS, type RestoreLimits } from './restore-limits';
import { RestoreRefused } from './restore-refused';
import { clearPendingUploads } from './unfinished-restore';
import { UploadStaging } from './upload-staging';

export { RestoreRefused } from './restore-refused';

export interface RestoreSummary {
  manifest: BackupManifest;
  rows: number;
  files: number;
  /** Said to the operator after the restore (e.g. images that stay in a bucket). */
  notes: string[];
}

export interface RestoreOptions {
  /** Replace a database that holds rows (without it such a database is refused). */
  force?: boolean;
  limits?: RestoreLimits;
  /** One line per step, for the operator (the command prints them). */
  progress?: (line: string) => void;
}

const UNCHANGED = 'Nothing was changed: the database and the uploads are as they were.';

async function refuseUnlessEmpty(sql: SqlConnection, force: boolean): Promise<void> {
  if (force || !(await appliedMigration(sql))) return;
  const filled = await tablesWithRows(sql);
  if (filled.length === 0) return;
  throw new RestoreRefused(
    `The database is not empty (${filled.length} table${filled.length === 1 ? '' : 's'} with rows, e.g. ${filled.slice(0, 3).join(', ')}): ` +
      'restore into an empty database, or add --force to replace everything in it with the backup',
  );
}

/** What a restore into a folder that held nothing creates, removed again when it fails (not after a kill). */
function createdByThisRestore(config: Config): string | undefined {
  if (config.DATABASE_URL) return undefined;
  if (!existsSync(config.DATA_DIR)) return config.DATA_DIR;
  return existsSync(pgliteDir(config.DATA_DIR)) ? undefined : pgliteDir(config.DATA_DIR);
}

/**
 * The load pass: the archive read again (checked again as it goes), its rows into one transaction, its
 * uploads into the staging folder; committed only when all of it went in and the file is the one checked.
 */
async function loadAndCommit(sql: SqlConnection, file: string, checked: ArchiveSummary, staging: UploadStaging, options: Required<Pick<RestoreOptions, 'limits' | 'progress'>>): Promise<void> {
  const { limits, progress } = options;
  const load = new DatabaseLoad(sql);
  try {
    await load.begin(checked);
    progress('Loading the rows in one transaction: the current data stays as it is until all of them are in.');
    const loaded = await readArchive(file, limits, {
      rows: (table, lines, firstLine) => load.insert(table, lines, firstLine),
      upload: (object, content) => staging.write(object, content),
    });
    if (loaded.sha256 !== checked.sha256) throw new RestoreRefused(`${file} changed while it was being restored`);
    await load.commit(checked, { backup: path.resolve(file), staging: staging.dir, files: loaded.files });
  } catch (error) {
    await load.rollback();
    staging.remove();
    throw error;
  }
}

/** After the commit: a failure here leaves the database restored and the server refusing to start until a rerun. */
async function moveUploads(sql: SqlConnection, config: Config, staging: UploadStaging): Promise<number> {
  try {
    const moved = await staging.moveInto(objectStorageFor(config), config.DATA_DIR);
    await clearPendingUploads(sql);
    staging.remove();
    return moved;
  } catch (error) {
    throw new Error(
      `The database was restored, but moving the uploaded files into place failed (${(error as Error).message}): ` +
        'run the same restore again with --force to finish; until then the server refuses to start',
      { cause: error },
    );
  }
}

/** Anything that stops the restore before its commit: the message says the data is untouched. */
const withUnchangedNote = (error: unknown) => new RestoreRefused(`${(error as Error).message ?? String(error)}. ${UNCHANGED}`);

/**
 * Restores an archive of createBackup into the configured database (PGlite in DATA_DIR or DATABASE_URL)
 * and upload storage (docs/decisions/0036-restore-checks-first-loads-in-one-transaction.md):
 * 1. reads and checks the whole archive, streamed and bounded, before it opens the database;
 * 2. refuses a database that holds rows unless `force`;
 * 3. loads it in one transaction (see DatabaseLoad) with the uploads written to a staging folder;
 * 4. after the commit, moves the uploads into place.
 * A refusal or failure before the commit, or a kill, leaves the previous data exactly as it was.
 */
export async function restoreBackup(config: Config, file: string, options: RestoreOptions = {}): Promise<RestoreSummary> {
  const limits = options.limits ?? DEFAULT_RESTORE_LIMITS;
  const say = options.progress ?? (() => {});
  if (!existsSync(file) || !statSync(file).isFile()) throw new RestoreRefused(`No backup at ${file}`);
  const checked = await readArchive(file, limits).catch((error: unknown) => Promise.reject(error instanceof RestoreRefused ? withUnchangedNote(error) : error));
  say(`Checked ${file}: ${checked.manifest.tables.length} tables, ${checked.rows} rows, ${checked.files} uploaded files, made at migration ${checked.migration.tag}.`);

  const created = createdByThisRestore(config);
  secureDataDir(config.DATA_DIR, subfoldersInUse(config), { warn: (_details, message) => say(message) });
  let sql: SqlConnection | undefined;
  let committed = false;
  try {
    sql = await openSqlConnection(config, { database: 'create' });
    await refuseUnlessEmpty(sql, options.force === true);
    const staging = UploadStaging.open(config.DATA_DIR);
    await loadAndCommit(sql, file, checked, staging, { limits, progress: say }).catch((error: unknown) => Promise.reject(withUnchangedNote(error)));
    committed = true;
    const files = await moveUploads(sql, config, staging);
    return { manifest: checked.manifest, rows: checked.rows, files, notes: notesFor(checked.manifest) };
  } finally {
    await sql?.close();
    if (!committed && created) rmSync(created, { recursive: true, force: true });
  }
}

function notesFor(manifest: BackupManifest): string[] {
  if (manifest.uploads.storage !== 's3') return [];
  return [
    `The images were in the S3 bucket ${manifest.uploads.bucket} when the backup was made and are not in it: set S3_BUCKET (and the other S3_* settings) to that bucket.`,
  ];
}
