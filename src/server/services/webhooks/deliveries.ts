import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { WebhookDelivery } from '../../../domain/api/admin/webhooks';
import type { Database, Executor } from '../../db/database';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { enqueueJob } from '../../jobs/enqueue';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { webhookResendJob } from './delivery-job';

/** An endpoint's latest deliveries, newest first, each with its tries in the order they happened. */
export async function listWebhookDeliveries(db: Executor, endpointId: number, limit: number): Promise<WebhookDelivery[]> {
  const [endpoint] = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw notFound(`There is no webhook endpoint ${endpointId}`);
  const rows = await db
    .select({ delivery: webhookDeliveries, message: webhookMessages })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
  const ids = rows.map((r) => r.delivery.id);
  const attempts = ids.length === 0 ? [] : await db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids)).orderBy(asc(webhookAttempts.id));
  return rows.map(({ delivery: d, message: m }) => ({
    id: d.id,
    messageId: m.messageId,
    type: m.type,
    subject: d.subject,
    state: d.state,
    createdAt: d.createdAt.toISOString(),
    finishedAt: d.finishedAt?.toISOString() ?? null,
    attempts: attempts
      .filter((a) => a.deliveryId === d.id)
      .map((a) => ({ at: a.createdAt.toISOString(), attempt: a.attempt, resend: a.resend, statusCode: a.statusCode, responseExcerpt: a.responseExcerpt, durationMs: a.durationMs, error: a.error })),
  }));
}

/**
 * Resend (an owner's): one more try of the same message, same webhook-id, through a job of its own. A delivery
 * still being tried is refused (its next try comes anyway); a paused endpoint may be tried this way.
 */
export async function resendWebhookDelivery(db: Database, endpointId: number, deliveryId: number, by: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [delivery] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
      .for('update');
    if (!delivery) throw notFound(`There is no delivery ${deliveryId} of webhook endpoint ${endpointId}`);
    if (delivery.state === 'pending') throw conflict('This delivery is still being tried: wait for its next try, or for it to be given up, before resending it');
    const [sent] = await tx.select({ n: count() }).from(webhookAttempts).where(and(eq(webhookAttempts.deliveryId, deliveryId), eq(webhookAttempts.attempt, 0)));
    const resend = (sent?.n ?? 0) + 1;
    await enqueueJob(tx, webhookResendJob, { deliveryId, resend }, { dedupeKey: `delivery:${deliveryId}:resend:${resend}` });
    await recordAudit(tx, { user: by, action: 'resend', entity: 'webhook_endpoint', entityId: endpointId, after: { deliveryId } });
  });
}
