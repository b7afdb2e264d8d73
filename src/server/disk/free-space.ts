import { statfs } from 'node:fs/promises';

/**
 * Below this many free bytes DATA_DIR counts as full: PGlite extends its files a page at a time and
 * writes its log in whole segments, and an image upload spools up to 10 MB, so less than this fails
 * nearly every write anyway.
 */
export const DISK_FULL_BELOW_BYTES = 1024 * 1024;
export const DISK_CHECK_INTERVAL_MS = 10_000;

export interface FreeSpaceOptions {
  intervalMs?: number;
  /** Below this DATA_DIR counts as full (default DISK_FULL_BELOW_BYTES; 0: only what fails says so). */
  fullBelowBytes?: number;
}

export interface FreeSpace {
  /** Bytes an unprivileged process may still write under the folder; null when it could not be read. */
  freeBytes: number | null;
  full: boolean;
}

export interface FreeSpaceMonitor {
  /** The last reading (taken at most DISK_CHECK_INTERVAL_MS ago once started). */
  latest(): FreeSpace;
  /** Reads it now (one statfs call) and keeps it as the latest. */
  check(): Promise<FreeSpace>;
  /** The latest reading when it is at most `maxAgeMs` old and not full, else a new one. */
  recent(maxAgeMs: number): Promise<FreeSpace>;
  start(): void;
  stop(): void;
}

/**
 * Watches the free space of the file system that holds `dir` (DATA_DIR) with fs.statfs, a cheap call:
 * every few seconds on an unref'd timer, and at once whenever asked (a write just failed with ENOSPC,
 * /readyz is asked). /readyz and /metrics read it.
 */
export function createFreeSpaceMonitor(dir: string, { intervalMs = DISK_CHECK_INTERVAL_MS, fullBelowBytes = DISK_FULL_BELOW_BYTES }: FreeSpaceOptions = {}): FreeSpaceMonitor {
  let current: FreeSpace = { freeBytes: null, full: false };
  let checkedAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;

  const check = async (): Promise<FreeSpace> => {
    checkedAt = performance.now();
    try {
      const stats = await statfs(dir);
      // bavail, not bfree: what this user may write, without the blocks kept for root.
      const freeBytes = stats.bavail * stats.bsize;
      current = { freeBytes, full: freeBytes < fullBelowBytes };
    } catch {
      current = { freeBytes: null, full: false };
    }
    return current;
  };

  return {
    latest: () => current,
    check,
    // A full reading is never reused: the first write after space is freed must go through.
    recent: (maxAgeMs) => (!current.full && performance.now() - checkedAt <= maxAgeMs ? Promise.resolve(current) : check()),
    start() {
      if (timer) return;
      void check();
      timer = setInterval(() => void check(), intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
