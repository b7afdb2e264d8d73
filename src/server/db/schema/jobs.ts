import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Work that must happen after a request commits and must not be lost: e-mails now, later quote expiry,
 * reminders, outbound webhooks (src/server/jobs/README.md, decision 0041). A job is written in the same
 * transaction as what caused it, claimed by exactly one worker (`FOR UPDATE SKIP LOCKED`) under a lease,
 * and ends done or failed; between attempts `run_at` moves forward with backoff.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler runs it: `email.inquiry-staff-notice`, … */
    kind: varchar('kind', { length: 80 }).notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** With `kind`, at most one job: a second enqueue with the same key is a no-op. */
    dedupeKey: varchar('dedupe_key', { length: 200 }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Attempts started, counted when claimed (so a worker that dies mid-run used one up). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    /** Why the last attempt failed, in words; never a secret (jobs/error-text.ts). */
    lastError: text('last_error'),
    lockedBy: varchar('locked_by', { length: 120 }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_kind_dedupe_key_idx').on(t.kind, t.dedupeKey),
    // What a worker scans: open jobs by due time. Finished ones drop out of this index.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    check('jobs_attempts_positive', sql`${t.maxAttempts} >= 1 and ${t.attempts} >= 0`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
