import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Database } from '../db/database';
import { retryDelayMs } from './backoff';
import { claimDueJobs, type ClaimedJob } from './claim';
import { errorText } from './error-text';
import type { RetryPolicy } from './job-definition';
import { PermanentJobError, type JobRegistry, type RegisteredJob } from './registry';
import { markDone, markFailed, scheduleRetry } from './settle';

export type JobOutcome = 'done' | 'retried' | 'failed';

export interface SettledJob {
  id: number;
  kind: string;
  outcome: JobOutcome;
  attempt: number;
  /** Why it failed (safe to show: errorText). */
  error?: string;
}

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunnerOptions {
  db: Database;
  registry: JobRegistry;
  log: JobLog;
  /** Unique per process; the default is host, pid and a random part. */
  workerId?: string;
  /** How often the database is asked for due jobs when nothing woke the runner (default 5 s). */
  pollIntervalMs?: number;
  /** How long a claimed job is this worker's before another may take it over (default 5 minutes). */
  leaseMs?: number;
  /** Jobs claimed and run at once (default 5). */
  batchSize?: number;
  /** Replaces every kind's retry policy (tests shorten the waits). */
  retry?: RetryPolicy;
  /** Values never written to last_error or the log (passwords of SMTP_URL, DATABASE_URL, …). */
  secrets?: readonly string[];
  /** Called once per attempt, after its outcome is stored. */
  onSettled?: (settled: SettledJob) => void;
}

export interface JobRunner {
  readonly workerId: string;
  /** Polls from now on (an unref'd timer: it never keeps the process alive). */
  start(): void;
  /** Looks for due jobs now, e.g. right after a transaction that enqueued one committed. */
  wake(): void;
  /** Claims and runs one batch of due jobs; resolves to how many it claimed. */
  runDue(): Promise<number>;
  /** Stops polling and waits for the attempts in progress (at most `waitMs`; a job left running is taken over after its lease). */
  stop(waitMs?: number): Promise<void>;
}

export const DEFAULT_POLL_INTERVAL_MS = 5_000;
export const DEFAULT_LEASE_MS = 5 * 60_000;

/**
 * Polls the jobs table and runs what is due with the registered handlers: at least once per job, retried
 * with backoff, failed after its last attempt. Every instance runs one; the claim decides which one runs
 * a job (claim.ts).
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, registry, log } = options;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = options.batchSize ?? 5;
  const secrets = options.secrets ?? [];

  for (const kind of registry.kinds()) {
    const timeoutMs = registry.get(kind)!.definition.timeoutMs;
    if (timeoutMs >= leaseMs) throw new Error(`job kind ${kind} may run ${timeoutMs} ms, longer than the ${leaseMs} ms lease`);
  }

  /** Tells the job's owner it failed for good (registry.ts, JobGiveUp); a failure there is logged, the job stays failed. */
  const giveUp = async (job: ClaimedJob, registered: RegisteredJob, error: string) => {
    const payload = registered.definition.payload.safeParse(job.payload);
    if (!registered.giveUp || !payload.success) return;
    await registered
      .giveUp(payload.data, { attempts: Math.min(job.attempts, job.maxAttempts), maxAttempts: job.maxAttempts, error })
      .catch((failure: unknown) => log.warn({ job: job.id, kind: job.kind, error: errorText(failure, secrets) }, 'ending what waited on a failed job failed'));
  };

  const settle = async (job: ClaimedJob, registered: RegisteredJob, error: unknown): Promise<SettledJob> => {
    const text = errorText(error, secrets);
    const permanent = error instanceof PermanentJobError;
    if (permanent || job.attempts >= job.maxAttempts) {
      await markFailed(db, job.id, workerId, text);
      log.error({ job: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts, error: text }, permanent ? 'job failed and will not be retried' : 'job failed after its last attempt');
      await giveUp(job, registered, text);
      return { id: job.id, kind: job.kind, outcome: 'failed', attempt: job.attempts, error: text };
    }
    const delayMs = retryDelayMs(job.attempts, options.retry ?? registered.definition.retry);
    await scheduleRetry(db, job.id, workerId, delayMs, text);
    log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts, retryInSeconds: Math.round(delayMs / 1000), error: text }, 'job attempt failed; retrying later');
    return { id: job.id, kind: job.kind, outcome: 'retried', attempt: job.attempts, error: text };
  };

  const attempt = async (job: ClaimedJob, registered: RegisteredJob): Promise<void> => {
    const { definition, handler } = registered;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`the attempt took longer than ${Number((definition.timeoutMs / 1000).toFixed(1))} s`);
        // Rejected first: a handler that stops quietly on the abort must not look like a success.
        reject(error);
        controller.abort(error);
      }, definition.timeoutMs);
      timer.unref();
    });
    try {
      const payload = definition.payload.safeParse(job.payload);
      if (!payload.success) throw new PermanentJobError(`the payload does not match kind ${job.kind}: ${payload.error.issues[0]?.message ?? 'invalid'}`);
      const context = { jobId: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts, signal: controller.signal };
      const running = handler(payload.data, context);
      // After a timeout the handler may still fail later: that answer is no longer anyone's.
      running.catch(() => {});
      await Promise.race([running, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };

  const runOne = async (job: ClaimedJob): Promise<void> => {
    const registered = registry.get(job.kind)!;
    let settled: SettledJob;
    try {
      // Claimed again after its last attempt never finished (the worker died): nothing is left to try.
      if (job.attempts > job.maxAttempts) throw new PermanentJobError(`the worker running attempt ${job.maxAttempts} of ${job.maxAttempts} stopped before it finished`);
      await attempt(job, registered);
      if (!(await markDone(db, job.id, workerId))) log.warn({ job: job.id, kind: job.kind }, 'job finished after its lease ran out; another worker had taken it over');
      settled = { id: job.id, kind: job.kind, outcome: 'done', attempt: job.attempts };
    } catch (error) {
      settled = await settle(job, registered, error);
    }
    options.onSettled?.(settled);
  };

  const runDue = async (): Promise<number> => {
    const claimed = await claimDueJobs(db, { workerId, kinds: registry.kinds(), limit: batchSize, leaseMs });
    await Promise.all(
      claimed.map((job) =>
        runOne(job).catch((error: unknown) =>
          // Recording the outcome failed (the database is away): the lease runs out and the job runs again.
          log.warn({ job: job.id, kind: job.kind, error: errorText(error, secrets) }, 'could not record a job outcome; it will run again after its lease'),
        ),
      ),
    );
    return claimed.length;
  };

  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let again = false;
  let claimFailing = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };

  const loop = async () => {
    do {
      again = false;
      try {
        // A full batch means more may be waiting: go on without waiting for the next poll.
        if ((await runDue()) === batchSize) again = true;
        if (claimFailing) log.info({}, 'jobs can be claimed again');
        claimFailing = false;
      } catch (error) {
        // Logged once per outage, not every poll.
        if (!claimFailing) log.warn({ error: errorText(error, secrets) }, 'could not look for due jobs; trying again at the next poll');
        claimFailing = true;
      }
    } while (again && started);
  };

  function tick() {
    if (!started) return;
    if (pass) {
      again = true;
      return;
    }
    pass = loop().finally(() => {
      pass = undefined;
      if (started) schedule(pollIntervalMs);
    });
  }

  return {
    workerId,
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    wake() {
      if (!started) return;
      if (pass) again = true;
      else schedule(0);
    },
    runDue,
    async stop(waitMs = 5_000) {
      started = false;
      clearTimeout(timer);
      if (!pass) return;
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([pass, new Promise<void>((resolve) => (waited = setTimeout(resolve, waitMs)))]);
      clearTimeout(waited);
    },
  };
}
