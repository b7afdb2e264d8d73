/**
 * The durable jobs (src/server/jobs) on the real databases: a job commits with its transaction or not at
 * all, runs once, is retried with growing waits, is taken over when its worker's lease runs out, survives
 * a restart, ends failed (and counted in /metrics) after its last attempt, and on PostgreSQL two workers
 * on two connections never run the same job.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../support/time-limits';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../src/server/db/database';
import { openDatabase } from '../../src/server/db/open';
import { jobs } from '../../src/server/db/schema';
import { claimDueJobs } from '../../src/server/jobs/claim';
import { enqueueJob } from '../../src/server/jobs/enqueue';
import { defineJob, type JobDefinition } from '../../src/server/jobs/job-definition';
import { JobRegistry, PermanentJobError, type JobHandler } from '../../src/server/jobs/registry';
import { createJobRunner, type JobRunnerOptions, type SettledJob } from '../../src/server/jobs/runner';
import { openTestDatabase, testDatabaseKinds, type TestDatabaseHandle } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const payload = z.object({ n: z.number().int() });
/** Kinds of their own per test, so one test's jobs never meet another's handler. */
let kindCounter = 0;
const testKind = (name: string, options: Partial<Pick<JobDefinition, 'maxAttempts' | 'timeoutMs' | 'retry'>> = {}) =>
  defineJob({ kind: `test.${name}-${++kindCounter}`, payload, retry: { minDelayMs: 150, factor: 2, maxDelayMs: 1_000 }, ...options });

const silent = { info() {}, warn() {}, error() {} };

function runnerFor<S extends z.ZodType>(db: Database, definition: JobDefinition<S>, handler: JobHandler<S>, options: Partial<JobRunnerOptions> = {}) {
  const registry = new JobRegistry();
  registry.register(definition, handler);
  const settled: SettledJob[] = [];
  const runner = createJobRunner({ db, registry, log: silent, pollIntervalMs: 50, onSettled: (s) => settled.push(s), ...options });
  return { runner, settled };
}

const jobRow = async (db: Database, id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
/** The database's clock (run_at is set from it), in seconds. */
const databaseSeconds = async (db: Database) =>
  Number(((await db.execute(sql`select extract(epoch from clock_timestamp())::float8 as s`)) as unknown as { rows: { s: number }[] }).rows[0]!.s);
/** The job's run_at, in seconds. */
const dueSeconds = async (db: Database, id: number) =>
  Number(((await db.execute(sql`select extract(epoch from run_at)::float8 as s from jobs where id = ${id}`)) as unknown as { rows: { s: number }[] }).rows[0]!.s);

/**
 * What `settle` did, read from the database's clock whatever the machine's speed: a retry set at some moment
 * between `before` and `after` to `run_at = now() + wait` has `run_at - before >= wait` and `run_at - after <= wait`.
 */
async function retryWait(db: Database, id: number, settle: () => Promise<unknown>): Promise<{ fromBefore: number; fromAfter: number }> {
  const before = await databaseSeconds(db);
  await settle();
  const after = await databaseSeconds(db);
  const due = await dueSeconds(db, id);
  return { fromBefore: due - before, fromAfter: due - after };
}
/** Rounding of the clocks and timestamps (microseconds) read as floats. */
const EPSILON_S = 0.002;

describe.each(testDatabaseKinds())('durable jobs on %s', (kind) => {
  let database: TestDatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: false });
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('stores a job only when the transaction that enqueued it commits, and runs it once', async () => {
    const definition = testKind('commit');
    await db
      .transaction(async (tx) => {
        await enqueueJob(tx, definition, { n: 1 });
        throw new Error('roll back');
      })
      .catch(() => {});
    const { id } = await db.transaction((tx) => enqueueJob(tx, definition, { n: 2 }));
    expect(await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, definition.kind))).toEqual([{ id }]);

    const ran: number[] = [];
    const { runner } = runnerFor(db, definition, async ({ n }) => void ran.push(n));
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(ran).toEqual([2]);
    const row = await jobRow(db, id);
    expect(row.doneAt).toBeInstanceOf(Date);
    expect([row.attempts, row.lockedBy, row.failedAt, row.lastError]).toEqual([1, null, null, null]);
  });

  it('keeps one job per kind and dedupe key: a second enqueue returns the first, unchanged', async () => {
    const definition = testKind('dedupe');
    const first = await enqueueJob(db, definition, { n: 1 }, { dedupeKey: 'booking:7' });
    const second = await enqueueJob(db, definition, { n: 2 }, { dedupeKey: 'booking:7' });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    expect((await jobRow(db, first.id)).payload).toEqual({ n: 1 });
    await expect(enqueueJob(db, definition, { n: 1.5 } as never)).rejects.toThrow();
  });

  it('retries a failing job after a wait that grows with each failure, then marks it done', async () => {
    // Waits of a second and more: "not due yet" below holds on a machine however busy.
    const definition = testKind('retry', { retry: { minDelayMs: 1_000, factor: 2, maxDelayMs: 10_000 } });
    const { id } = await enqueueJob(db, definition, { n: 1 });
    let calls = 0;
    const { runner, settled } = runnerFor(db, definition, async (_payload, { attempt }) => {
      calls++;
      if (attempt < 3) throw new Error(`attempt ${attempt} failed`);
    });

    // The first wait is 1 s times a jitter of 1 to 2.
    const first = await retryWait(db, id, () => runner.runDue());
    expect(first.fromBefore).toBeGreaterThanOrEqual(1 - EPSILON_S);
    expect(first.fromAfter).toBeLessThanOrEqual(2 + EPSILON_S);
    expect((await jobRow(db, id)).lastError).toBe('attempt 1 failed');
    expect(await runner.runDue(), 'not due before its wait is over').toBe(0);

    // The second, 2 s times the jitter.
    const second = await retryWait(db, id, () => expect.poll(() => runner.runDue(), { timeout: timeLimit(10_000), interval: 50 }).toBe(1));
    expect(second.fromBefore).toBeGreaterThanOrEqual(2 - EPSILON_S);
    expect(second.fromAfter).toBeLessThanOrEqual(4 + EPSILON_S);

    await expect.poll(() => runner.runDue(), { timeout: timeLimit(10_000), interval: 50 }).toBe(1);
    expect(calls).toBe(3);
    expect(settled.map((s) => s.outcome)).toEqual(['retried', 'retried', 'done']);
    const row = await jobRow(db, id);
    expect([row.attempts, row.lastError]).toEqual([3, null]);
    expect(row.doneAt).toBeInstanceOf(Date);
  });

  it('lets another worker take a job over once the lease of the worker that claimed it has run out', async () => {
    const definition = testKind('lease');
    const { id } = await enqueueJob(db, definition, { n: 1 });
    // Worker A claims it and dies: it never settles.
    const [claimed] = await claimDueJobs(db, { workerId: 'worker-a', kinds: [definition.kind], limit: 5, leaseMs: 400 });
    expect(claimed).toMatchObject({ id, attempts: 1 });
    const { runner, settled } = runnerFor(db, definition, async () => {}, { workerId: 'worker-b' });
    expect(await runner.runDue(), 'leased to worker A').toBe(0);
    await expect.poll(() => runner.runDue(), { timeout: timeLimit(5_000), interval: 50 }).toBe(1);
    expect(settled).toEqual([{ id, kind: definition.kind, outcome: 'done', attempt: 2 }]);
    expect((await jobRow(db, id)).doneAt).toBeInstanceOf(Date);
  });

  it('ends a job as failed after its last attempt, keeping the reason without the password', async () => {
    const definition = testKind('hopeless', { maxAttempts: 3 });
    const { id } = await enqueueJob(db, definition, { n: 1 });
    const { runner, settled } = runnerFor(db, definition, async () => {
      throw new Error('cannot reach smtp://mailer:hunter22-secret@mail.example.com');
    });
    for (let i = 0; i < 3; i++) await expect.poll(() => runner.runDue(), { timeout: timeLimit(5_000), interval: 50 }).toBe(1);
    expect(settled.map((s) => s.outcome)).toEqual(['retried', 'retried', 'failed']);
    const row = await jobRow(db, id);
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.doneAt).toBeNull();
    expect(row.attempts).toBe(3);
    expect(row.lastError).toBe('cannot reach smtp://***@mail.example.com');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await runner.runDue(), 'a failed job is never claimed again').toBe(0);
  });

  it("tells the job's owner once it failed for good: after its last attempt, and when the worker running its last attempt stopped", async () => {
    const definition = testKind('given-up', { maxAttempts: 2 });
    const givenUp: { n: number; attempts: number; maxAttempts: number; error: string }[] = [];
    const registry = new JobRegistry();
    registry.register(
      definition,
      async ({ n }) => {
        if (n === 1) throw new Error('still failing');
      },
      async ({ n }, failure) => void givenUp.push({ n, ...failure }),
    );
    const runner = createJobRunner({ db, registry, log: silent, pollIntervalMs: 50, workerId: 'worker-b' });
    const failing = await enqueueJob(db, definition, { n: 1 });
    const fine = await enqueueJob(db, definition, { n: 2 });
    await expect.poll(() => runner.runDue(), { timeout: timeLimit(5_000), interval: 50 }).toBe(2);
    expect(givenUp, 'a retry and a success tell nothing').toEqual([]);
    await expect.poll(() => runner.runDue(), { timeout: timeLimit(5_000), interval: 50 }).toBe(1);
    expect(givenUp).toEqual([{ n: 1, attempts: 2, maxAttempts: 2, error: 'still failing' }]);
    expect((await jobRow(db, failing.id)).failedAt).toBeInstanceOf(Date);
    expect((await jobRow(db, fine.id)).doneAt).toBeInstanceOf(Date);

    // Worker A claims the last attempt of another job and dies: the next worker ends it without running it.
    const orphan = await enqueueJob(db, definition, { n: 3 });
    await db.update(jobs).set({ attempts: 1 }).where(eq(jobs.id, orphan.id));
    await claimDueJobs(db, { workerId: 'worker-a', kinds: [definition.kind], limit: 5, leaseMs: 300 });
    await expect.poll(() => runner.runDue(), { timeout: timeLimit(5_000), interval: 50 }).toBe(1);
    expect(givenUp[1]).toEqual({ n: 3, attempts: 2, maxAttempts: 2, error: 'the worker running attempt 2 of 2 stopped before it finished' });
    expect((await jobRow(db, orphan.id)).failedAt).toBeInstanceOf(Date);
  });

  it('fails at once, without retrying, on a PermanentJobError or a payload that no longer fits its kind', async () => {
    const definition = testKind('permanent');
    const refused = await enqueueJob(db, definition, { n: 1 });
    // Written by an older version with another payload shape.
    const [stale] = await db.insert(jobs).values({ kind: definition.kind, payload: { quote: 'x' } }).returning({ id: jobs.id });
    const handled: number[] = [];
    const { runner } = runnerFor(db, definition, async ({ n }) => {
      handled.push(n);
      throw new PermanentJobError('550 no such mailbox');
    });
    expect(await runner.runDue()).toBe(2);
    expect(handled).toEqual([1]);
    expect(await jobRow(db, refused.id)).toMatchObject({ attempts: 1, lastError: '550 no such mailbox' });
    expect((await jobRow(db, refused.id)).failedAt).toBeInstanceOf(Date);
    expect((await jobRow(db, stale!.id)).lastError).toMatch(/^the payload does not match kind test\.permanent-\d+/);
  });

  it('counts an attempt that outlives its timeout as failed and tries again later', async () => {
    const definition = testKind('slow', { timeoutMs: 200 });
    const { id } = await enqueueJob(db, definition, { n: 1 });
    let aborted = false;
    const { runner, settled } = runnerFor(db, definition, (_payload, { signal, attempt }) =>
      attempt > 1
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            signal.addEventListener('abort', () => {
              aborted = true;
              resolve();
            });
          }),
    );
    await runner.runDue();
    expect(aborted).toBe(true);
    expect((await jobRow(db, id)).lastError).toBe('the attempt took longer than 0.2 s');
    await expect.poll(() => runner.runDue(), { timeout: timeLimit(5_000), interval: 50 }).toBe(1);
    expect(settled.map((s) => s.outcome)).toEqual(['retried', 'done']);
  });

  it('runs a job woken in this process without waiting for the next poll, and stops polling when stopped', async () => {
    const definition = testKind('wake');
    const ran: number[] = [];
    const { runner } = runnerFor(db, definition, async ({ n }) => void ran.push(n), { pollIntervalMs: 60_000 });
    runner.start();
    try {
      await expect.poll(() => ran.length, { timeout: timeLimit(2_000) }).toBe(0);
      await enqueueJob(db, definition, { n: 1 });
      runner.wake();
      await expect.poll(() => ran, { timeout: timeLimit(5_000), interval: 20 }).toEqual([1]);
    } finally {
      await runner.stop();
    }
    await enqueueJob(db, definition, { n: 2 });
    runner.wake();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran, 'a stopped runner runs nothing').toEqual([1]);
  });
});

describe('a job survives a restart of the app', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-jobs-restart-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each(testDatabaseKinds())('on %s: enqueued, closed before it ran, run once after opening again', async (kind) => {
    const definition = testKind('restart');
    let copy: TestDatabaseHandle | undefined;
    const open = async (): Promise<DatabaseHandle> => {
      if (kind === 'pglite') return openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite-restart') });
      copy ??= await openTestDatabase('postgres', { seeded: false });
      return openDatabase({ kind: 'postgres', url: copy.url!, poolSize: 2 });
    };
    try {
      const before = await open();
      const { id } = await enqueueJob(before.db, definition, { n: 42 });
      await before.close();

      const after = await open();
      try {
        const ran: number[] = [];
        const { runner } = runnerFor(after.db, definition, async ({ n }) => void ran.push(n));
        expect(await runner.runDue()).toBe(1);
        expect(await runner.runDue()).toBe(0);
        expect(ran).toEqual([42]);
        expect((await jobRow(after.db, id)).doneAt).toBeInstanceOf(Date);
      } finally {
        await after.close();
      }
    } finally {
      await copy?.close();
    }
  }, timeLimit(120_000));
});

describe('a job that keeps failing, as /metrics shows it', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seeded: false, appOptions: { jobs: { pollIntervalMs: 50, retry: { minDelayMs: 50, factor: 2, maxDelayMs: 200 } } } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const metric = async (pattern: RegExp) => {
    const text = await (await server.fetch('/metrics')).text();
    return Number(pattern.exec(text)?.[1] ?? Number.NaN);
  };

  it('ends failed after its attempts and is counted by kind and outcome', async () => {
    const definition = defineJob({ kind: 'test.metrics-hopeless', payload, maxAttempts: 4 });
    server.app.jobs.register(definition, async () => {
      throw new Error('the far side is down');
    });
    await server.app.jobs.enqueue(definition, { n: 1 });
    await expect.poll(() => metric(/^charter_jobs\{kind="test\.metrics-hopeless",state="failed"\} (\d+)$/m), { timeout: timeLimit(10_000), interval: 100 }).toBe(1);
    expect(await metric(/^charter_job_attempts_total\{kind="test\.metrics-hopeless",outcome="retried"\} (\d+)$/m)).toBe(3);
    expect(await metric(/^charter_job_attempts_total\{kind="test\.metrics-hopeless",outcome="failed"\} (\d+)$/m)).toBe(1);
    expect(await metric(/^charter_jobs\{kind="test\.metrics-hopeless",state="pending"\} (\d+)$/m)).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two workers on PostgreSQL', () => {
  let copy: TestDatabaseHandle;
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    copy = await openTestDatabase('postgres', { seeded: false });
    first = await openDatabase({ kind: 'postgres', url: copy.url!, poolSize: 4 });
    second = await openDatabase({ kind: 'postgres', url: copy.url!, poolSize: 4 });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await copy?.close();
  });

  it('never claim the same job, even claiming at the same moment on separate connections', async () => {
    const definition = testKind('race');
    for (let i = 0; i < 60; i++) await enqueueJob(first.db, definition, { n: i });
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        claimDueJobs(i % 2 ? second.db : first.db, { workerId: `w${i}`, kinds: [definition.kind], limit: 5, leaseMs: 60_000 }),
      ),
    );
    const ids = claims.flat().map((job) => job.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
  });

  it('run each of 80 jobs exactly once between them, both doing part of the work', async () => {
    const definition = testKind('shared');
    for (let i = 0; i < 80; i++) await enqueueJob(first.db, definition, { n: i });
    const runs: { n: number; worker: string }[] = [];
    const handler = (worker: string) => async ({ n }: { n: number }) => {
      runs.push({ n, worker });
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const a = runnerFor(first.db, definition, handler('a'), { workerId: 'a' }).runner;
    const b = runnerFor(second.db, definition, handler('b'), { workerId: 'b' }).runner;
    a.start();
    b.start();
    try {
      await expect.poll(() => runs.length, { timeout: timeLimit(20_000), interval: 50 }).toBe(80);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await a.stop();
      await b.stop();
    }
    expect(runs).toHaveLength(80);
    expect(new Set(runs.map((r) => r.n)).size).toBe(80);
    expect(runs.some((r) => r.worker === 'a') && runs.some((r) => r.worker === 'b')).toBe(true);
    const open = (await first.db.execute(sql`select count(*)::int as n from jobs where kind = ${definition.kind} and done_at is null`)) as unknown as { rows: { n: number }[] };
    expect(open.rows[0]!.n).toBe(0);
  });
});
