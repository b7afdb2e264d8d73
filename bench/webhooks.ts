import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open';
import { adminUsers, webhookEndpoints } from '../src/server/db/schema';
import { JobRegistry } from '../src/server/jobs/registry';
import { createJobRunner, type JobRunner } from '../src/server/jobs/runner';
import { createSecretBox } from '../src/server/services/auth/secret-box';
import { webhookDeliveryJob } from '../src/server/services/webhooks/delivery-job';
import { createWebhookDeliverer } from '../src/server/services/webhooks/deliver';
import { emitWebhookEvent } from '../src/server/services/webhooks/emit';
import { newWebhookSecret } from '../src/server/services/webhooks/endpoints';
import { startWebhookReceiver } from '../tests/support/webhook-receiver';
import type { Bench, BenchContext } from './lib/bench';
import { formatTable } from './lib/bench';

/**
 * Decision 0068, on PGlite, in one process with the real job runner, deliverer and a receiver on 127.0.0.1:
 * (1) 2,000 events of 2,000 bookings written at once, drained from the jobs table: deliveries per second;
 * (2) 300 events of one booking (one line, one at a time by design): deliveries per second;
 * (3) at rest, 200 events 50 ms apart, each followed by the wake a request's end gives: the delay from the
 * commit to the receiver's arrival, median and p99. Targets: >= 10 deliveries/s drained (a day's events
 * of a busy operator are a few hundred), p99 at rest <= 250 ms.
 */
const DRAIN_EVENTS = 2_000;
const LINE_EVENTS = 300;
const REST_EVENTS = 200;
const REST_GAP_MS = 50;
export const DRAIN_TARGET_PER_S = 10;
export const REST_P99_TARGET_MS = 250;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function succeeded(db: Database): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from webhook_deliveries where state = 'succeeded'`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

async function waitFor(db: Database, count: number, signal: AbortSignal): Promise<void> {
  while ((await succeeded(db)) < count) {
    signal.throwIfAborted();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Writes `count` events (subjects from `subjectOf`) in one transaction, then times the runner draining them. */
async function drain(db: Database, runner: JobRunner, count: number, subjectOf: (n: number) => string, signal: AbortSignal) {
  const before = await succeeded(db);
  await db.transaction(async (tx) => {
    for (let n = 0; n < count; n++) await emitWebhookEvent(tx, 'inquiry.created', subjectOf(n), { inquiry: { kind: 'booking', id: n } });
  });
  const started = performance.now();
  runner.wake();
  await waitFor(db, before + count, signal);
  const seconds = (performance.now() - started) / 1000;
  return { events: count, seconds: round1(seconds), perSecond: round1(count / seconds) };
}

async function atRest(db: Database, runner: JobRunner, receiver: Awaited<ReturnType<typeof startWebhookReceiver>>, signal: AbortSignal) {
  const delays: number[] = [];
  for (let n = 0; n < REST_EVENTS; n++) {
    const seen = receiver.received.length;
    await db.transaction((tx) => emitWebhookEvent(tx, 'price.changed', `rest:${n}`, { n }));
    const committed = Date.now();
    runner.wake();
    while (receiver.received.length === seen) {
      signal.throwIfAborted();
      await new Promise((resolve) => setImmediate(resolve));
    }
    delays.push(receiver.received.at(-1)!.at - committed);
    await new Promise((resolve) => setTimeout(resolve, REST_GAP_MS));
  }
  const sorted = [...delays].sort((a, b) => a - b);
  return { events: REST_EVENTS, gapMs: REST_GAP_MS, medianMs: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1)! };
}

async function measure(ctx: BenchContext) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'charter-bench-webhooks-'));
  ctx.defer(() => rmSync(dataDir, { recursive: true, force: true }));
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  ctx.defer(() => handle.close());
  const { db } = handle;
  const receiver = await startWebhookReceiver();
  ctx.defer(() => receiver.close());
  const box = createSecretBox('bench-webhooks-'.padEnd(48, 'x'));
  const [owner] = await db.insert(adminUsers).values({ email: 'bench.hooks@example.com', passwordHash: 'x', role: 'owner' }).returning({ id: adminUsers.id });
  await db.insert(webhookEndpoints).values({ url: receiver.url, events: ['inquiry.created', 'price.changed'], secretSealed: box.seal(newWebhookSecret()), createdBy: owner!.id });

  const registry = new JobRegistry();
  // The finisher wakes the runner for the next of a line, as plugins/webhooks.ts does (called once it exists).
  const deliverer = createWebhookDeliverer({ db, box, allowPrivate: true, mails: false, wake: () => runner.wake() });
  registry.register(webhookDeliveryJob, (payload, context) => deliverer.deliver(payload, context));
  const runner = createJobRunner({ db, registry, log: { info() {}, warn() {}, error() {} } });
  runner.start();
  ctx.defer(() => runner.stop());

  const many = await drain(db, runner, DRAIN_EVENTS, (n) => `inquiry:booking:${n}`, ctx.signal);
  ctx.log(`drained ${many.events} events of separate bookings in ${many.seconds} s`);
  const line = await drain(db, runner, LINE_EVENTS, () => 'quote:1', ctx.signal);
  ctx.log(`drained ${line.events} events of one booking in ${line.seconds} s`);
  const rest = await atRest(db, runner, receiver, ctx.signal);
  return { many, line, rest };
}

export const webhooksBench: Bench = {
  name: 'webhooks',
  title: `Outbound webhooks on PGlite: ${DRAIN_EVENTS} deliveries drained from the jobs table (target >= ${DRAIN_TARGET_PER_S}/s), one booking's line, and the delay at rest (p99 <= ${REST_P99_TARGET_MS} ms)`,
  budgetMs: 600_000,
  async run(ctx) {
    const { many, line, rest } = await measure(ctx);
    ctx.log(
      formatTable([
        ['measure', 'events', 'seconds', 'per second', 'median ms', 'p99 ms'],
        ['drain, separate bookings', many.events, many.seconds, many.perSecond, '', ''],
        ['drain, one booking (in order)', line.events, line.seconds, line.perSecond, '', ''],
        [`at rest, ${REST_GAP_MS} ms apart`, rest.events, '', '', rest.medianMs, rest.p99Ms],
      ]),
    );
    return { ok: many.perSecond >= DRAIN_TARGET_PER_S && rest.p99Ms <= REST_P99_TARGET_MS, data: { drainTargetPerSecond: DRAIN_TARGET_PER_S, restP99TargetMs: REST_P99_TARGET_MS, many, line, rest } };
  },
};
