import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobs } from '../db/schema';

/** Done jobs are kept a week (what was sent, when), failed ones a month (for the operator to look into). */
export const KEEP_DONE_DAYS = 7;
export const KEEP_FAILED_DAYS = 30;

/** Deletes finished jobs past their keeping time; open jobs are never touched. Resolves to how many. */
export async function pruneFinishedJobs(db: Database): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      or(
        and(isNotNull(jobs.doneAt), lt(jobs.doneAt, sql`now() - make_interval(days => ${KEEP_DONE_DAYS})`)),
        and(isNotNull(jobs.failedAt), lt(jobs.failedAt, sql`now() - make_interval(days => ${KEEP_FAILED_DAYS})`)),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}
