import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * How long work over many rows is cut into statements (decision 0045). PGlite runs every statement on the
 * server's event loop, so a page must take only a few tens of milliseconds for /healthz and quotes to be
 * answered in between; how many rows that is depends on the statement and on the machine, so the size of
 * the next page follows the time the last one took. PostgreSQL runs statements in its own process, where
 * fewer, bigger statements cost less.
 */
export interface Pace {
  /** Rows in the first page. */
  first: number;
  min: number;
  max: number;
  /** What one page should take. */
  targetMs: number;
}

/** Writes of many rows (a bulk change, its undo, its preview's totals) on each kind of database. */
export const writePaceFor = (kind: 'pglite' | 'postgres'): Pace =>
  kind === 'pglite' ? { first: 200, min: 50, max: 5_000, targetMs: 40 } : { first: 20_000, min: 20_000, max: 20_000, targetMs: 1_000 };

/** The next page's rows: the last page's scaled to the target time, at most doubled, within min and max. */
export function nextPageRows(pace: Pace, rows: number, elapsedMs: number): number {
  const scaled = Math.round((rows * pace.targetMs) / Math.max(elapsedMs, 1));
  return Math.min(pace.max, Math.max(pace.min, Math.min(rows * 2, scaled)));
}

/** A page of rows walked by id: the rows after id `after`, at most `limit`. */
export interface IdPage {
  after: number;
  limit: number;
}

/**
 * Runs `run` on each page in turn until one answers no `last` (the page was empty), with a turn of the event
 * loop between two; each page sized by `pace` from the time the one before took.
 */
export async function forEachPage<T extends { last: number | null }>(pace: Pace, run: (page: IdPage) => Promise<T>): Promise<void> {
  let page: IdPage = { after: 0, limit: pace.first };
  for (;;) {
    const started = performance.now();
    const answer = await run(page);
    if (answer.last === null) return;
    page = { after: Number(answer.last), limit: nextPageRows(pace, page.limit, performance.now() - started) };
    await nextTurn();
  }
}

/**
 * Runs `run` on consecutive id ranges from `bounds.first` to `bounds.last`, each given as its first and last
 * id, as wide as `pace` says (in ids, so a range where few ids are used is quick and the next one wider),
 * with a turn of the event loop between two. A statement bounded by an id range reads only that range,
 * whatever the planner believes about the table: a `> after order by … limit` page over rows just written
 * (no statistics yet) was planned as a scan and sort of every row after `after`, so the whole walk grew
 * with the square of its length.
 */
export async function forEachIdRange(pace: Pace, bounds: { first: number; last: number } | null, run: (first: number, last: number) => Promise<void>): Promise<void> {
  if (!bounds) return;
  let width = pace.first;
  for (let first = bounds.first; first <= bounds.last; ) {
    const last = Math.min(first + width - 1, bounds.last);
    const started = performance.now();
    await run(first, last);
    width = nextPageRows(pace, width, performance.now() - started);
    first = last + 1;
    if (first <= bounds.last) await nextTurn();
  }
}
