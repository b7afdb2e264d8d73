import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobs } from '../db/schema';

/**
 * The three ends of an attempt. Each applies only while `workerId` still holds the job: when its lease
 * ran out and another worker took the job over, the late answer changes nothing (false), and the job's
 * fate is the other worker's.
 */
const heldBy = (id: number, workerId: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, workerId));
const released = { lockedBy: null, lockedUntil: null } as const;

export async function markDone(db: Database, id: number, workerId: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...released, doneAt: sql`now()`, lastError: null })
    .where(heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function scheduleRetry(db: Database, id: number, workerId: string, delayMs: number, lastError: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...released, runAt: sql`now() + make_interval(secs => ${delayMs / 1000}::float8)`, lastError })
    .where(heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function markFailed(db: Database, id: number, workerId: string, lastError: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...released, failedAt: sql`now()`, lastError })
    .where(heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
