import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/rows';

export const JOB_STATES = ['pending', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface JobCount {
  kind: string;
  state: JobState;
  count: number;
}

/**
 * Jobs by kind and state, across every instance (for /metrics): pending (waiting for their time or a
 * worker, retries included), running (leased now), done, failed. Finished jobs are pruned (prune.ts), so
 * this stays a small scan.
 */
export async function countJobs(db: Database): Promise<JobCount[]> {
  const result = await db.execute(sql`
    select kind,
      case when done_at is not null then 'done'
           when failed_at is not null then 'failed'
           when locked_until > now() then 'running'
           else 'pending' end as state,
      count(*)::int as count
    from jobs group by 1, 2`);
  return rowsOf<{ kind: string; state: JobState; count: number }>(result).map((r) => ({ ...r, count: Number(r.count) }));
}
