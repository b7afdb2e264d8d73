import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { estimateCounts } from '../../db/schema';

const QUARTER_HOUR_MS = 15 * 60_000;
/** Past this many routes x partners x quarter hours unwritten (the database away for long), new ones are dropped. */
const MAX_PENDING = 10_000;
const ROWS_PER_STATEMENT = 500;

/** What one estimate is counted under: its route (the places' slugs) and partner ('' for the site itself). */
export interface EstimateKey {
  departure: string;
  destination: string;
  partner: string;
}

export interface EstimateCountRow extends EstimateKey {
  periodStart: Date;
  estimates: number;
}

/**
 * The estimates this instance answered and has not written yet, per quarter hour, route and partner. Adding
 * is a map update on the quote's path; the writing is `writeEstimateCounts`, in batches.
 */
export function createEstimateTally(maxPending = MAX_PENDING) {
  let pending = new Map<string, EstimateCountRow>();
  let dropped = 0;
  /** Counts `estimates` under the row's key; the row object is made only for a key not pending yet. */
  const count = (periodMs: number, key: EstimateKey, estimates: number) => {
    // Joined on NUL, which no stored text can hold (PostgreSQL refuses it) and no partner code may: unambiguous.
    const id = `${periodMs}\u0000${key.departure}\u0000${key.destination}\u0000${key.partner}`;
    const known = pending.get(id);
    if (known) known.estimates += estimates;
    else if (pending.size < maxPending) pending.set(id, { departure: key.departure, destination: key.destination, partner: key.partner, periodStart: new Date(periodMs), estimates });
    else dropped += estimates;
  };
  return {
    /** On the quote's path: one string and a map update for a row already pending, no other allocation. */
    add(key: EstimateKey, at: Date): void {
      count(Math.floor(at.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS, key, 1);
    },
    /** Everything pending, leaving the tally empty. */
    take(): EstimateCountRow[] {
      const rows = [...pending.values()];
      pending = new Map();
      return rows;
    },
    /** Rows a failed write could not store: counted again with what came meanwhile. */
    giveBack(rows: EstimateCountRow[]): void {
      for (const row of rows) count(row.periodStart.getTime(), row, row.estimates);
    },
    /** How many estimates were dropped since the last call because the tally was full. */
    takeDropped(): number {
      const count = dropped;
      dropped = 0;
      return count;
    },
  };
}
export type EstimateTally = ReturnType<typeof createEstimateTally>;

/** Adds the rows to the stored counts: one upsert per 500 rows, so instances writing the same row add up. */
export async function writeEstimateCounts(db: Executor, rows: EstimateCountRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await db
      .insert(estimateCounts)
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .onConflictDoUpdate({
        target: [estimateCounts.periodStart, estimateCounts.departure, estimateCounts.destination, estimateCounts.partner],
        set: { estimates: sql`${estimateCounts.estimates} + excluded.estimates` },
      });
  }
}
