import { chmodSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

/** Only the user the server runs as may enter: inquiries, password hashes and secrets live in DATA_DIR. */
export const PRIVATE_DIR_MODE = 0o700;
/** The folders the server keeps in DATA_DIR: PGlite's files and the locally stored uploads. */
export const DATA_SUBFOLDERS = ['pglite', 'objects'] as const;
export type DataSubfolder = (typeof DATA_SUBFOLDERS)[number];

/** pglite/ unless DATABASE_URL names PostgreSQL; objects/ unless uploads go to S3. */
export function subfoldersInUse(config: Pick<Config, 'DATABASE_URL' | 'S3_BUCKET'>): DataSubfolder[] {
  return DATA_SUBFOLDERS.filter((folder) => (folder === 'pglite' ? !config.DATABASE_URL : !config.S3_BUCKET));
}

export interface DataDirLogger {
  warn(obj: object, msg: string): void;
}

export interface TightenedFolder {
  path: string;
  /** The permission bits it had, e.g. 0o755. */
  previousMode: number;
}

/** Creates a folder (and missing parents) as 0700; the process umask cannot widen that. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

function tightenIfOpen(dir: string): TightenedFolder | null {
  let mode: number;
  try {
    mode = statSync(dir).mode & 0o777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if ((mode & 0o077) === 0) return null;
  chmodSync(dir, PRIVATE_DIR_MODE);
  return { path: dir, previousMode: mode };
}

/**
 * Run at start, before anything is written: creates DATA_DIR and the subfolders this configuration uses
 * with mode 0700, and tightens DATA_DIR, pglite/ and objects/ to 0700 when they exist with any group or
 * world access (an installation made before this rule, or by hand), logging each one it tightened.
 * The files inside (secrets, credentials, the lock) are written 0600 by their own modules.
 */
export function secureDataDir(dataDir: string, needed: readonly DataSubfolder[], log: DataDirLogger): TightenedFolder[] {
  makePrivateDir(dataDir);
  for (const folder of needed) makePrivateDir(path.join(dataDir, folder));
  const tightened = [dataDir, ...DATA_SUBFOLDERS.map((folder) => path.join(dataDir, folder))]
    .map(tightenIfOpen)
    .filter((t): t is TightenedFolder => t !== null);
  for (const t of tightened) {
    log.warn(
      { path: t.path, previousMode: t.previousMode.toString(8) },
      `${t.path} was open to other users of this host (mode ${t.previousMode.toString(8)}); made it private (700)`,
    );
  }
  return tightened;
}
