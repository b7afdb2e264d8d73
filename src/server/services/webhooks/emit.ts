import { randomBytes } from 'node:crypto';
import { and, arrayContains, asc, isNull } from 'drizzle-orm';
import type { WebhookEvent } from '../../../domain/webhooks/events';
import type { Executor } from '../../db/database';
import { webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema';
import { enqueueDelivery, lockLine, waitsBehind } from './line';

/** Set when an event was written, so the request's end wakes the job runner (plugins/webhooks.ts). */
let written = false;
/** Whether an event was written since the last call (and forgets it). */
export function takeWritten(): boolean {
  const was = written;
  written = false;
  return was;
}

/** A Standard Webhooks message id: `msg_` and 128 random bits. */
export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/**
 * Writes an event in the caller's transaction (the outbox, decision 0068): the message, and one delivery per
 * endpoint that listens for `type` and is not paused. The first delivery of a subject's line gets its job now;
 * a later one waits for those before it (line.ts). Rolled back with the change, committed with it.
 */
export async function emitWebhookEvent(tx: Executor, type: WebhookEvent, subject: string, data: Record<string, unknown>, at: Date = new Date()): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(isNull(webhookEndpoints.pausedAt), arrayContains(webhookEndpoints.events, [type])))
    .orderBy(asc(webhookEndpoints.id));
  if (endpoints.length === 0) return;
  const body = JSON.stringify({ type, timestamp: at.toISOString(), data });
  const [message] = await tx.insert(webhookMessages).values({ messageId: newMessageId(), type, subject, body, createdAt: at }).returning({ id: webhookMessages.id });
  for (const endpoint of endpoints) {
    await lockLine(tx, endpoint.id, subject);
    const [delivery] = await tx.insert(webhookDeliveries).values({ endpointId: endpoint.id, messageId: message!.id, subject }).returning({ id: webhookDeliveries.id });
    if (!(await waitsBehind(tx, endpoint.id, subject, delivery!.id))) await enqueueDelivery(tx, delivery!.id);
  }
  written = true;
}
