import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import type { z } from 'zod';
import { enqueueJob, type EnqueuedJob, type EnqueueOptions } from '../jobs/enqueue';
import { errorText, secretsOf } from '../jobs/error-text';
import { countJobs, JOB_STATES } from '../jobs/job-counts';
import type { JobDefinition, RetryPolicy } from '../jobs/job-definition';
import { pruneFinishedJobs } from '../jobs/prune';
import { pruneWebhookHistory } from '../services/webhooks/prune';
import { JobRegistry, type JobGiveUp, type JobHandler } from '../jobs/registry';
import { createJobRunner, type JobRunner, type SettledJob } from '../jobs/runner';

/** Tests shorten the waits; production uses the defaults of jobs/runner.ts and each definition. */
export interface JobsOptions {
  pollIntervalMs?: number;
  leaseMs?: number;
  retry?: RetryPolicy;
  workerId?: string;
}

export interface AppJobs {
  /** Handles one kind in this process. Register before the app is ready (in a plugin). */
  register<S extends z.ZodType>(definition: JobDefinition<S>, handler: JobHandler<S>, giveUp?: JobGiveUp<S>): void;
  /** Runs due jobs now: call it after the transaction that enqueued a job has committed. */
  wake(): void;
  /** For a caller without a transaction of its own: enqueues in one statement, then wakes the runner. */
  enqueue<S extends z.ZodType>(definition: JobDefinition<S>, payload: z.input<S>, options?: EnqueueOptions): Promise<EnqueuedJob>;
  /** Hears every settled attempt (to count e-mails sent, say). */
  onSettled(listener: (settled: SettledJob) => void): void;
  /** This process's runner (started when the app is ready); tests drive `runDue` directly. */
  readonly runner: JobRunner;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: AppJobs;
  }
}

const HOUR_MS = 60 * 60_000;

/** Every credential in the configuration: what no job error may print (error-text.ts). */
const configuredSecrets = (app: FastifyInstance) =>
  secretsOf([app.config.SMTP_URL, app.config.DATABASE_URL, app.config.REDIS_URL, app.config.S3_SECRET_ACCESS_KEY, app.config.SESSION_SECRET, app.config.METRICS_TOKEN, app.config.STRIPE_SECRET_KEY, app.config.STRIPE_WEBHOOK_SECRET]);

/** charter_jobs{kind,state} (from the table, every instance's jobs) and charter_job_attempts_total{kind,outcome} (this instance's). */
function jobMetrics(app: FastifyInstance, registry: JobRegistry) {
  const attempts = new Counter({
    name: 'charter_job_attempts_total',
    help: 'Job attempts run by this instance, by kind and outcome (done, retried, failed)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [app.metrics.registry],
  });
  new Gauge({
    name: 'charter_jobs',
    help: 'Jobs in the table by kind and state (pending, running, done, failed); finished jobs are kept 7 (done) or 30 (failed) days',
    labelNames: ['kind', 'state'] as const,
    registers: [app.metrics.registry],
    async collect() {
      // A scrape during a database outage still answers, without this gauge's figures.
      const counts = await countJobs(app.database.db).catch(() => undefined);
      this.reset();
      if (!counts) return;
      // Every state of every kind this instance handles, zeros included, so an alert can compare them.
      const kinds = new Set([...registry.kinds(), ...counts.map((c) => c.kind)]);
      for (const kind of kinds) for (const state of JOB_STATES) this.set({ kind, state }, 0);
      for (const c of counts) this.set({ kind: c.kind, state: c.state }, c.count);
    },
  });
  return attempts;
}

/**
 * The durable jobs of src/server/jobs: `app.jobs` to register handlers and wake the runner, a runner
 * started when the app is ready (polling on an unref'd timer) and stopped on close, finished jobs and the
 * old webhook history pruned hourly, and the job metrics. Register after the metrics plugin.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, options: JobsOptions) => {
  const registry = new JobRegistry();
  const listeners: ((settled: SettledJob) => void)[] = [];
  const attempts = jobMetrics(app, registry);
  const secrets = configuredSecrets(app);
  let runner: JobRunner | undefined;

  const jobs: AppJobs = {
    register: (definition, handler, giveUp) => registry.register(definition, handler, giveUp),
    wake: () => runner?.wake(),
    async enqueue(definition, payload, enqueueOptions) {
      const job = await enqueueJob(app.database.db, definition, payload, enqueueOptions);
      runner?.wake();
      return job;
    },
    onSettled: (listener) => void listeners.push(listener),
    get runner() {
      if (!runner) throw new Error('the job runner starts when the app is ready');
      return runner;
    },
  };
  app.decorate('jobs', jobs);

  let pruner: NodeJS.Timeout | undefined;
  // The webhook history is what the jobs sent: the delivery log keeps it a month (services/webhooks/prune.ts).
  const prune = () =>
    Promise.all([pruneFinishedJobs(app.database.db), pruneWebhookHistory(app.database.db)]).catch((error: unknown) =>
      app.log.warn({ error: errorText(error, secrets) }, 'pruning finished jobs or the webhook history failed; the next hour retries'),
    );

  app.addHook('onReady', async () => {
    // Created now, once every plugin had its chance to register a handler.
    runner = createJobRunner({
      db: app.database.db,
      registry,
      log: app.log,
      secrets,
      ...options,
      onSettled(settled) {
        attempts.inc({ kind: settled.kind, outcome: settled.outcome });
        for (const listener of listeners) listener(settled);
      },
    });
    runner.start();
    void prune();
    pruner = setInterval(prune, HOUR_MS);
    pruner.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(pruner);
    await runner?.stop();
  });
});
