import { and, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { webhookDeliveries, webhookMessages } from '../../db/schema';

/** How long the delivery log keeps an event whose deliveries have all ended (sent, given up or skipped). */
export const KEEP_WEBHOOK_DAYS = 30;

/**
 * Deletes the events older than KEEP_WEBHOOK_DAYS none of whose deliveries is still pending, with their
 * deliveries and tries (the foreign keys cascade). An event still owed to an endpoint stays, however old:
 * the line behind it would otherwise lose its place. Resolves to how many events went.
 */
export async function pruneWebhookHistory(db: Database): Promise<number> {
  const rows = await db
    .delete(webhookMessages)
    .where(
      and(
        lt(webhookMessages.createdAt, sql`now() - make_interval(days => ${KEEP_WEBHOOK_DAYS})`),
        sql`not exists (select 1 from ${webhookDeliveries} where ${webhookDeliveries.messageId} = ${webhookMessages.id} and ${webhookDeliveries.state} = 'pending')`,
      ),
    )
    .returning({ id: webhookMessages.id });
  return rows.length;
}
