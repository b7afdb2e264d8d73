import { and, asc, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobs } from '../db/schema';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** This attempt's number (1 for the first): counted when claimed. */
  attempts: number;
  maxAttempts: number;
}

export interface ClaimOptions {
  /** Names this worker in `locked_by`; only it may settle what it claimed. */
  workerId: string;
  /** Only these kinds (the ones this process has handlers for). */
  kinds: readonly string[];
  limit: number;
  /** Until then no other worker takes the job; after it, one does (the claimer is taken for dead). */
  leaseMs: number;
}

/**
 * Takes up to `limit` due jobs for this worker in one statement: open, due (`run_at` passed) and not
 * leased, or leased by a worker whose lease ran out. `FOR UPDATE SKIP LOCKED` lets several instances claim
 * at once without waiting on each other or taking the same job; the lease and the attempt count are
 * written in the same statement. Times are the database's own clock, the one every instance shares.
 */
export async function claimDueJobs(db: Database, options: ClaimOptions): Promise<ClaimedJob[]> {
  if (options.kinds.length === 0 || options.limit <= 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        inArray(jobs.kind, [...options.kinds]),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      lockedBy: options.workerId,
      lockedUntil: sql`now() + make_interval(secs => ${options.leaseMs / 1000}::float8)`,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts });
}
