import { setImmediate as nextTurn } from 'node:timers/promises';
import { restartingError } from './restarting';

/**
 * Rows per statement. PGlite runs each statement on the event loop, so a batch is sized to take a few
 * milliseconds there (250 route prices: about 6 ms); PostgreSQL would take bigger ones, but gains little.
 */
export const BATCH_ROWS = 250;
/** Keys per `= any(…)` lookup of existing rows. */
export const LOOKUP_KEYS = 500;

export function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * Between two statements of a long import: lets the event loop answer other requests (a whole turn, I/O
 * included, not just the microtask queue), then stops the import when the server is shutting down; thrown
 * inside the transaction, that rolls everything back.
 */
export async function breathe(signal: AbortSignal | undefined): Promise<void> {
  await nextTurn();
  if (signal?.aborted) throw restartingError();
}
