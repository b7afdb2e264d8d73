/**
 * The line of decision 0068 on the real databases: only the first pending delivery of an endpoint's subject has
 * a job; the next gets its job when the one before it ends; other subjects do not wait; an event written where no
 * endpoint listens, or to a paused one, writes nothing; and on PostgreSQL a delivery added while the one before
 * it ends, on two connections at once, is never left without a job.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { adminUsers, jobs, webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from '../../src/server/db/schema';
import { JobRegistry } from '../../src/server/jobs/registry';
import { createJobRunner } from '../../src/server/jobs/runner';
import { createSecretBox } from '../../src/server/services/auth/secret-box';
import { createWebhookDeliverer } from '../../src/server/services/webhooks/deliver';
import { webhookDeliveryJob } from '../../src/server/services/webhooks/delivery-job';
import { emitWebhookEvent } from '../../src/server/services/webhooks/emit';
import { startNextInLine } from '../../src/server/services/webhooks/line';
import { openTestDatabase, testDatabaseKinds, type TestDatabaseHandle } from '../support/databases';

describe.each(testDatabaseKinds())('the order of webhook deliveries (%s)', (kind) => {
  let database: TestDatabaseHandle;
  let db: Database;
  let endpointId: number;

  /** Which deliveries have a job, by id. */
  const withJobs = async () =>
    (await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, webhookDeliveryJob.kind))).map((j) => (j.payload as { deliveryId: number }).deliveryId).sort((a, b) => a - b);
  const lineOf = async (subject: string) =>
    (await db.select({ id: webhookDeliveries.id, state: webhookDeliveries.state }).from(webhookDeliveries).where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.subject, subject))).orderBy(asc(webhookDeliveries.id))).map((d) => d.id);
  const emit = (subject: string) => db.transaction((tx) => emitWebhookEvent(tx, 'quote.sent', subject, { subject }));
  /** Ends a delivery as the deliverer does, in one transaction with the start of the next. */
  const end = (id: number, subject: string) =>
    db.transaction(async (tx) => {
      await tx.update(webhookDeliveries).set({ state: 'succeeded', finishedAt: new Date() }).where(eq(webhookDeliveries.id, id));
      await startNextInLine(tx, endpointId, subject);
    });

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: false });
    db = database.db;
    const [owner] = await db.insert(adminUsers).values({ email: 'order@example.com', passwordHash: 'x', role: 'owner' }).returning({ id: adminUsers.id });
    const [endpoint] = await db.insert(webhookEndpoints).values({ url: 'https://hooks.example.com/a', events: ['quote.sent'], secretSealed: 'sealed', createdBy: owner!.id }).returning({ id: webhookEndpoints.id });
    endpointId = endpoint!.id;
  });
  beforeEach(async () => {
    await db.delete(jobs);
    await db.delete(webhookMessages);
    await db.update(webhookEndpoints).set({ pausedAt: null, events: ['quote.sent'] });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives a job to the first of a line only, and to the next when it ends; another subject does not wait', async () => {
    for (let n = 0; n < 3; n++) await emit('quote:1');
    await emit('quote:2');
    const [a, b, c] = await lineOf('quote:1');
    const [other] = await lineOf('quote:2');
    expect(await withJobs()).toEqual([a, other]);
    await end(a!, 'quote:1');
    expect(await withJobs()).toEqual([a, b, other]);
    // Ending it again (a handler run twice) enqueues nothing more.
    await db.transaction((tx) => startNextInLine(tx, endpointId, 'quote:1'));
    expect(await withJobs()).toEqual([a, b, other]);
    await end(b!, 'quote:1');
    await end(c!, 'quote:1');
    expect(await withJobs()).toEqual([a, b, c, other]);
    // The line is empty: a new event goes at once.
    await emit('quote:1');
    const [, , , d] = await lineOf('quote:1');
    expect(await withJobs()).toEqual([a, b, c, d, other].sort((x, y) => x! - y!));
  });

  it('writes nothing where no endpoint listens, or for a paused one', async () => {
    await db.transaction((tx) => emitWebhookEvent(tx, 'price.changed', 'pricing', {}));
    await db.update(webhookEndpoints).set({ pausedAt: new Date() });
    await emit('quote:3');
    expect(await db.select().from(webhookMessages)).toEqual([]);
    expect(await withJobs()).toEqual([]);
  });

  it('ends a delivery whose last try never finished (its worker stopped) as given up, and the line moves on', async () => {
    await emit('quote:4');
    await emit('quote:4');
    const [first, second] = await lineOf('quote:4');
    // A worker claimed the last try of the first delivery and died: its lease ran out with the try unlogged.
    await db
      .update(jobs)
      .set({ attempts: webhookDeliveryJob.maxAttempts, lockedBy: 'a-worker-that-died', lockedUntil: sql`now() - interval '1 second'` })
      .where(sql`${jobs.kind} = ${webhookDeliveryJob.kind} and (${jobs.payload}->>'deliveryId')::bigint = ${first!}`);
    const deliverer = createWebhookDeliverer({ db, box: createSecretBox('webhook-order-secret'.padEnd(48, 'x')), allowPrivate: false, mails: false, wake: () => {} });
    const registry = new JobRegistry();
    registry.register(webhookDeliveryJob, async () => {}, (payload, failure) => deliverer.giveUp(payload, failure));
    const runner = createJobRunner({ db, registry, log: { info() {}, warn() {}, error() {} }, workerId: 'next-worker' });
    // The first delivery is given up without another try, and the second then gets its job.
    expect(await runner.runDue()).toBe(1);
    const [ended] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, first!));
    expect(ended!.state).toBe('failed');
    const tries = await db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, first!));
    expect(tries.map((t) => [t.attempt, t.statusCode, t.error])).toEqual([
      [webhookDeliveryJob.maxAttempts, null, `the worker running attempt ${webhookDeliveryJob.maxAttempts} of ${webhookDeliveryJob.maxAttempts} stopped before it finished`],
    ]);
    expect(await withJobs()).toContain(second);
  });

  it.runIf(kind === 'postgres')('never leaves a delivery without a job when it is added while the one before it ends, on two connections', async () => {
    for (let round = 0; round < 20; round++) {
      const subject = `quote:race-${round}`;
      await emit(subject);
      const [first] = await lineOf(subject);
      await Promise.all([end(first!, subject), emit(subject)]);
      const [, second] = await lineOf(subject);
      expect(await withJobs()).toContain(second);
    }
    const waiting = await db.execute(sql`select count(*)::int as n from webhook_deliveries d where state = 'pending' and not exists (select 1 from jobs j where j.kind = 'webhook.deliver' and (j.payload->>'deliveryId')::bigint = d.id)`);
    expect((waiting as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
