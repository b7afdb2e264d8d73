import { sql as drizzleSql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/rows';
import type { SqlConnection } from './database-access';

/**
 * A restore commits its database first and moves the archive's uploads into place after; were it stopped
 * in between, the site would run with its images missing. So the commit itself records that uploads wait
 * (this schema, created in the restore's transaction, so it exists exactly when that transaction
 * committed), the restore drops it once the files are in place, and a server start refuses while it exists.
 */
const PENDING = 'charter_restore.pending_uploads';

export interface PendingUploads {
  backup: string;
  staging: string;
  files: number;
}

/** In the restore's transaction, before its commit. */
export async function recordPendingUploads(sql: SqlConnection, pending: PendingUploads): Promise<void> {
  await sql.exec('drop schema if exists charter_restore cascade');
  await sql.exec('create schema charter_restore');
  await sql.exec(`create table ${PENDING} (backup text not null, staging text not null, files integer not null, committed_at timestamptz not null default now())`);
  await sql.query(`insert into ${PENDING} (backup, staging, files) values ($1, $2, $3)`, [pending.backup, pending.staging, pending.files]);
}

/** Once every file is in place (or in a new restore's transaction: it replaces everything). */
export async function clearPendingUploads(sql: SqlConnection): Promise<void> {
  await sql.exec('drop schema if exists charter_restore cascade');
}

/** The sentence a server start refuses with, or undefined when no restore was left unfinished. */
export async function unfinishedRestore(db: Database): Promise<string | undefined> {
  const exists = rowsOf<{ present: boolean }>(await db.execute(drizzleSql`select to_regclass(${PENDING}) is not null as present`));
  if (!exists[0]?.present) return undefined;
  const pending = rowsOf<PendingUploads>(await db.execute(drizzleSql.raw(`select backup, staging, files from ${PENDING} limit 1`)))[0];
  if (!pending) return undefined;
  return (
    `A restore of ${pending.backup} was stopped after it restored the database and before it moved its ${pending.files} uploaded files into place ` +
    `(they wait in ${pending.staging}): run it again (npm run restore -- ${pending.backup} --force) to finish, then start the server`
  );
}
