import type { z } from 'zod';
import type { Executor } from '../db/database';
import { jobs } from '../db/schema';
import type { JobDefinition } from './job-definition';
import { and, eq } from 'drizzle-orm';

export interface EnqueueOptions {
  /** Not before this time (default: at once). */
  runAt?: Date;
  /** With the kind, at most one job: enqueueing the same key again returns the first job, unchanged. */
  dedupeKey?: string;
  /** Overrides the definition's maxAttempts for this job. */
  maxAttempts?: number;
}

export interface EnqueuedJob {
  id: number;
  /** false when a job with the same kind and dedupeKey already existed. */
  created: boolean;
}

/**
 * Writes a job through `executor`: pass the caller's transaction, so that the job commits with what
 * caused it (an inquiry and its e-mails) or not at all. The payload is checked against the definition.
 * The job runs once committed: call `app.jobs.wake()` after the commit to start it in this process at
 * once; otherwise the next poll of any instance finds it.
 */
export async function enqueueJob<S extends z.ZodType>(
  executor: Executor,
  definition: JobDefinition<S>,
  payload: z.input<S>,
  options: EnqueueOptions = {},
): Promise<EnqueuedJob> {
  const values = {
    kind: definition.kind,
    payload: definition.payload.parse(payload),
    maxAttempts: options.maxAttempts ?? definition.maxAttempts,
    ...(options.runAt ? { runAt: options.runAt } : {}),
    ...(options.dedupeKey ? { dedupeKey: options.dedupeKey } : {}),
  };
  if (!options.dedupeKey) {
    const [row] = await executor.insert(jobs).values(values).returning({ id: jobs.id });
    return { id: row!.id, created: true };
  }
  const [row] = await executor.insert(jobs).values(values).onConflictDoNothing({ target: [jobs.kind, jobs.dedupeKey] }).returning({ id: jobs.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, definition.kind), eq(jobs.dedupeKey, options.dedupeKey)));
  if (!existing) throw new Error(`job ${definition.kind}/${options.dedupeKey} conflicted but cannot be read`);
  return { id: existing.id, created: false };
}
