import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** What an operator can act on, for the errors of writing into the backup's folder. */
const WRITE_PROBLEMS: Record<string, string> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'no such folder',
  ENOTDIR: 'a part of the path is not a folder',
};

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * The private working files of one backup, next to its output FILE: a folder (0700, made by mkdtemp)
 * holding each table's rows (0600) until they are packed (the manifest, which comes first in the archive,
 * needs every row count, and a tar entry its size, before the rows are written), and the archive being
 * written (`FILE.partial-PID`, 0600) until it is renamed onto FILE. `remove()` takes both away; it runs
 * after every backup, failed or not, and on SIGINT, SIGTERM or SIGHUP (then the signal ends the process
 * as it would have). Only a SIGKILL leaves them, under names that say what they are.
 */
export class BackupScratch {
  private readonly onSignal = (signal: NodeJS.Signals) => {
    this.remove();
    process.kill(process.pid, signal);
  };

  readonly dir: string;

  /**
   * The signal listeners come before the folder: a signal that arrives while no listener is installed ends
   * the process at once, and would leave a folder made a moment before.
   */
  private constructor(readonly target: string) {
    for (const signal of SIGNALS) process.once(signal, this.onSignal);
    try {
      this.dir = mkdtempSync(path.join(path.dirname(target), `.${path.basename(target)}.rows-`));
    } catch (error) {
      for (const signal of SIGNALS) process.removeListener(signal, this.onSignal);
      throw error;
    }
  }

  /** Refuses a FILE that is a folder, and a folder the backup cannot write into, before the database is opened. */
  static open(file: string): BackupScratch {
    const target = path.resolve(file);
    if (existsSync(target) && statSync(target).isDirectory()) {
      throw new Error(`${target} is a folder: give the backup a file name (e.g. ${path.join(target, 'charter-backup.tar.gz')})`);
    }
    try {
      return new BackupScratch(target);
    } catch (error) {
      throw explainWriteError(error, path.dirname(target));
    }
  }

  get partial(): string {
    return `${this.target}.partial-${process.pid}`;
  }

  tableFile(index: number): string {
    return path.join(this.dir, `${index}.jsonl`);
  }

  remove(): void {
    for (const signal of SIGNALS) process.removeListener(signal, this.onSignal);
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    rmSync(this.partial, { force: true });
  }
}

/**
 * A failure to write into the backup's folder (full, read-only, not ours), in plain words; any other
 * error as it is. Errors with a path elsewhere (an uploaded file that vanished) are not the folder's.
 */
export function explainWriteError(error: unknown, folder: string): unknown {
  const { code, path: where } = error as NodeJS.ErrnoException;
  const reason = code ? WRITE_PROBLEMS[code] : undefined;
  if (!reason) return error;
  if (where && path.dirname(path.resolve(where)) !== folder && !path.resolve(where).startsWith(`${folder}${path.sep}.`)) return error;
  return new Error(`The backup cannot be written into ${folder}: ${reason}`, { cause: error });
}
