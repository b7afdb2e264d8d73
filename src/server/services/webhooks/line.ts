import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { webhookDeliveries } from '../../db/schema';
import { enqueueJob } from '../../jobs/enqueue';
import { webhookDeliveryJob } from './delivery-job';

/**
 * Deliveries of one subject to one endpoint form a line (decision 0068): only the first pending one has a
 * job; when it ends (delivered, given up or skipped) the next one gets its job. Both sides take this lock, so a
 * delivery added while the one before it ends is never left without a job.
 */
export async function lockLine(tx: Executor, endpointId: number, subject: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${endpointId}, hashtext(${`webhook:${subject}`}))`);
}

/** The job of a delivery; its key makes a second enqueue (a repeated handler) a no-op. */
export const enqueueDelivery = (tx: Executor, deliveryId: number) => enqueueJob(tx, webhookDeliveryJob, { deliveryId }, { dedupeKey: `delivery:${deliveryId}` });

/** Whether a pending delivery older than `id` is still in this line (then `id` waits for it). */
export async function waitsBehind(tx: Executor, endpointId: number, subject: string, id: number): Promise<boolean> {
  const [earlier] = await tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.subject, subject), eq(webhookDeliveries.state, 'pending'), lt(webhookDeliveries.id, id)))
    .limit(1);
  return earlier !== undefined;
}

/** After a delivery ended: the first pending one of its line gets its job (none when the line is empty). */
export async function startNextInLine(tx: Executor, endpointId: number, subject: string): Promise<void> {
  await lockLine(tx, endpointId, subject);
  const [next] = await tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.subject, subject), eq(webhookDeliveries.state, 'pending')))
    .orderBy(asc(webhookDeliveries.id))
    .limit(1);
  if (next) await enqueueDelivery(tx, next.id);
}
