/** What a visitor or staff member reads when the server cannot write (a 503 with Retry-After). */
export const DISK_FULL_MESSAGE = "The server's disk is full; please try again later.";
/** Freeing space takes a person: ask clients to come back in a minute, not in seconds. */
export const DISK_FULL_RETRY_AFTER_SECONDS = 60;

/** No space left (ENOSPC) or the user's quota used up (EDQUOT): the same to whoever asked. */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);
/**
 * PostgreSQL's disk_full is 53100, but it says "could not extend file … No space left on device" under
 * other SQLSTATEs too (53100 for a table, XX000 for some internal files); PGlite reports the same words.
 */
const DISK_FULL_WORDS = /No space left on device|Disk quota exceeded|could not extend file/i;

/** Thrown before a write is tried when DATA_DIR is already full (plugins/disk-space.ts). */
export class DiskFullError extends Error {
  readonly code = 'ENOSPC';
  constructor() {
    super('DATA_DIR has less free space than a write needs');
    this.name = 'DiskFullError';
  }
}

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown };

/**
 * Whether an error means the disk (or the quota) is full: an errno from Node's fs, PostgreSQL's
 * disk_full, or their words, looked for through Drizzle's wrapper and the error's causes. Such a
 * request is not the sender's fault nor a bug: it answers 503 and may be retried once space is freed.
 */
export function isDiskFull(error: unknown): boolean {
  let e = error as ErrorLike | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 6; depth++, e = e.cause as ErrorLike | undefined) {
    if (typeof e.code === 'string' && DISK_FULL_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && DISK_FULL_WORDS.test(e.message)) return true;
  }
  return false;
}

/** A short name of the cause for the log: the code, never the failed query (it carries the request's values). */
export function diskFullCause(error: unknown): string {
  let e = error as ErrorLike | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 6; depth++, e = e.cause as ErrorLike | undefined) {
    if (typeof e.code === 'string' && DISK_FULL_CODES.has(e.code)) return e.code;
  }
  return 'disk full';
}
