import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_PAUSE_AFTER_FAILED_DELIVERIES, type WebhookDeliveryState } from '../../../domain/webhooks/events';
import type { Database, Executor } from '../../db/database';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema';
import { enqueueJob } from '../../jobs/enqueue';
import type { JobContext } from '../../jobs/registry';
import type { SecretBox } from '../auth/secret-box';
import { webhookPausedEmailJob } from './delivery-job';
import { startNextInLine } from './line';
import { sendDelivery, type SendResult } from './send';

export interface DelivererOptions {
  db: Database;
  box: SecretBox;
  /** WEBHOOKS_ALLOW_PRIVATE_ADDRESSES */
  allowPrivate: boolean;
  /** Whether the owners can be e-mailed (SMTP_URL is set). */
  mails: boolean;
  /** Tells the job runner an e-mail or the next delivery waits (after the commit). */
  wake(): void;
}

type Found = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;

async function findDelivery(db: Executor, id: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, message: webhookMessages, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

/** The Standard Webhooks headers of one try: the same webhook-id on every try, a fresh timestamp and signature. */
export function signedHeaders(secret: string, messageId: string, body: string, at: Date): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  };
}

/** The reason an endpoint was paused by the product, as the panel and the e-mail say it. */
export const AUTO_PAUSE_REASON = `Paused after ${WEBHOOK_PAUSE_AFTER_FAILED_DELIVERIES} deliveries in a row failed on every try`;

/**
 * The jobs' handlers of outbound webhooks (decision 0068): each try is signed, sent to the checked address and
 * written to the log; a delivery that ends (delivered, given up, skipped) lets the next of its line go; an
 * endpoint whose deliveries keep being given up is paused and its owners e-mailed once.
 */
export function createWebhookDeliverer(options: DelivererOptions) {
  const { db, box, allowPrivate } = options;

  const tryOnce = async (found: Found, signal: AbortSignal): Promise<SendResult> => {
    const secret = box.open(found.endpoint.secretSealed);
    if (secret === null) return { ok: false, statusCode: null, excerpt: null, durationMs: 0, error: 'The signing secret cannot be read (SESSION_SECRET changed): make a new endpoint' };
    const headers = signedHeaders(secret, found.message.messageId, found.message.body, new Date());
    return sendDelivery({ url: found.endpoint.url, body: found.message.body, headers, secret, allowPrivate, signal });
  };

  const log = (deliveryId: number, result: SendResult, attempt: number, resend = 0) =>
    db.insert(webhookAttempts).values({
      deliveryId,
      attempt,
      resend,
      statusCode: result.statusCode,
      responseExcerpt: result.excerpt,
      durationMs: result.durationMs,
      error: result.error?.slice(0, 600) ?? null,
    });

  /** Counts a given-up delivery against its endpoint; the one that reaches the limit pauses it and queues the e-mail. */
  const countFailure = async (tx: Executor, endpointId: number) => {
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ failedInARow: sql`${webhookEndpoints.failedInARow} + 1` })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning({ failedInARow: webhookEndpoints.failedInARow, pausedAt: webhookEndpoints.pausedAt });
    if (!endpoint || endpoint.pausedAt || endpoint.failedInARow < WEBHOOK_PAUSE_AFTER_FAILED_DELIVERIES) return;
    const [paused] = await tx
      .update(webhookEndpoints)
      .set({ pausedAt: new Date(), pausedReason: AUTO_PAUSE_REASON, updatedAt: new Date() })
      .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.pausedAt)))
      .returning({ pausedAt: webhookEndpoints.pausedAt });
    if (paused && options.mails) await enqueueJob(tx, webhookPausedEmailJob, { endpointId }, { dedupeKey: `endpoint:${endpointId}:${paused.pausedAt!.getTime()}` });
  };

  /** Ends a delivery once (a repeated handler finds it ended) and starts the next of its line. */
  const finish = async (found: Found, state: Exclude<WebhookDeliveryState, 'pending'>) => {
    await db.transaction(async (tx) => {
      const [ended] = await tx
        .update(webhookDeliveries)
        .set({ state, finishedAt: new Date() })
        .where(and(eq(webhookDeliveries.id, found.delivery.id), eq(webhookDeliveries.state, 'pending')))
        .returning({ id: webhookDeliveries.id });
      if (!ended) return;
      // Matches no row (and writes nothing) unless there is a count to clear: most deliveries leave the endpoint alone.
      if (state === 'succeeded') await tx.update(webhookEndpoints).set({ failedInARow: 0 }).where(and(eq(webhookEndpoints.id, found.endpoint.id), gt(webhookEndpoints.failedInARow, 0)));
      if (state === 'failed') await countFailure(tx, found.endpoint.id);
      await startNextInLine(tx, found.endpoint.id, found.delivery.subject);
    });
    options.wake();
  };

  return {
    async deliver({ deliveryId }: { deliveryId: number }, context: Pick<JobContext, 'attempt' | 'maxAttempts' | 'signal'>): Promise<void> {
      const found = await findDelivery(db, deliveryId);
      if (!found || found.delivery.state !== 'pending') return;
      if (found.endpoint.pausedAt) return finish(found, 'skipped');
      const result = await tryOnce(found, context.signal);
      await log(deliveryId, result, context.attempt);
      if (result.ok) return finish(found, 'succeeded');
      // Thrown: the jobs table tries again after its backoff, with the same webhook-id.
      if (context.attempt < context.maxAttempts) throw new Error(result.error ?? 'the delivery failed');
      return finish(found, 'failed');
    },

    /**
     * The delivery's job failed for good without ending it (the worker running its last try stopped): it ends
     * as given up, with that try in the log, so that the line behind it moves on.
     */
    async giveUp({ deliveryId }: { deliveryId: number }, failure: { attempts: number; error: string }): Promise<void> {
      const found = await findDelivery(db, deliveryId);
      if (!found || found.delivery.state !== 'pending') return;
      await log(deliveryId, { ok: false, statusCode: null, excerpt: null, durationMs: 0, error: failure.error }, failure.attempts);
      await finish(found, 'failed');
    },

    async resend({ deliveryId, resend }: { deliveryId: number; resend: number }, context: Pick<JobContext, 'signal'>): Promise<void> {
      const found = await findDelivery(db, deliveryId);
      if (!found) return;
      const result = await tryOnce(found, context.signal);
      await log(deliveryId, result, 0, resend);
      if (result.ok && found.delivery.state !== 'pending') {
        await db.update(webhookDeliveries).set({ state: 'succeeded', finishedAt: new Date() }).where(eq(webhookDeliveries.id, deliveryId));
      }
    },
  };
}
