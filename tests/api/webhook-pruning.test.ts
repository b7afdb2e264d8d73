/**
 * The webhook history is kept a month (services/webhooks/prune.ts): an event older than that goes with its
 * deliveries and tries once none of them is pending; a newer one, or an old one still owed to an endpoint, stays.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { adminUsers, webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from '../../src/server/db/schema';
import { KEEP_WEBHOOK_DAYS, pruneWebhookHistory } from '../../src/server/services/webhooks/prune';
import type { WebhookDeliveryState } from '../../src/domain/webhooks/events';
import { openTestDatabase, testDatabaseKinds, type TestDatabaseHandle } from '../support/databases';

describe.each(testDatabaseKinds())('pruning the webhook history (%s)', (kind) => {
  let database: TestDatabaseHandle;
  let db: Database;
  let endpointId: number;

  /** An event `daysAgo` old, owed to the endpoint in `state`, with one try. */
  async function event(name: string, daysAgo: number, state: WebhookDeliveryState) {
    const createdAt = sql`now() - make_interval(days => ${daysAgo})`;
    const [message] = await db
      .insert(webhookMessages)
      .values({ messageId: `msg_${name}`, type: 'quote.sent', subject: `quote:${name}`, body: '{}', createdAt })
      .returning({ id: webhookMessages.id });
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({ endpointId, messageId: message!.id, subject: `quote:${name}`, state, finishedAt: state === 'pending' ? null : new Date(), createdAt })
      .returning({ id: webhookDeliveries.id });
    await db.insert(webhookAttempts).values({ deliveryId: delivery!.id, attempt: 1, statusCode: state === 'succeeded' ? 200 : 500, durationMs: 12 });
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: false });
    db = database.db;
    const [owner] = await db.insert(adminUsers).values({ email: 'prune@example.com', passwordHash: 'x', role: 'owner' }).returning({ id: adminUsers.id });
    const [endpoint] = await db.insert(webhookEndpoints).values({ url: 'https://hooks.example.com/p', events: ['quote.sent'], secretSealed: 'sealed', createdBy: owner!.id }).returning({ id: webhookEndpoints.id });
    endpointId = endpoint!.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('deletes the ended events older than the keeping time with their deliveries and tries, and nothing else', async () => {
    const old = KEEP_WEBHOOK_DAYS + 1;
    await event('old-sent', old, 'succeeded');
    await event('old-given-up', old, 'failed');
    await event('old-owed', old, 'pending');
    await event('recent', KEEP_WEBHOOK_DAYS - 1, 'succeeded');

    expect(await pruneWebhookHistory(db)).toBe(2);
    const left = (await db.select({ messageId: webhookMessages.messageId }).from(webhookMessages)).map((m) => m.messageId).sort();
    expect(left).toEqual(['msg_old-owed', 'msg_recent']);
    // The deliveries and tries went with their events: one of each per event left.
    expect(await db.$count(webhookDeliveries)).toBe(2);
    expect(await db.$count(webhookAttempts)).toBe(2);
    // Run again, it finds nothing more; the old event still owed goes once its delivery ends.
    expect(await pruneWebhookHistory(db)).toBe(0);
    await db.update(webhookDeliveries).set({ state: 'succeeded', finishedAt: new Date() }).where(eq(webhookDeliveries.subject, 'quote:old-owed'));
    expect(await pruneWebhookHistory(db)).toBe(1);
  });
});
