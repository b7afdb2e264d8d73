import { z } from 'zod';
import { WEBHOOK_MAX_ATTEMPTS } from '../../../domain/webhooks/events';
import { defineJob } from '../../jobs/job-definition';

/**
 * Sends one delivery (decision 0068): enqueued only when the delivery is first in line for its endpoint and
 * subject, retried with the jobs' backoff (1 minute doubling to 4 hours: twelve tries span about a day).
 */
export const webhookDeliveryJob = defineJob({
  kind: 'webhook.deliver',
  payload: z.object({ deliveryId: z.number().int().positive() }),
  maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  retry: { minDelayMs: 60_000, factor: 2, maxDelayMs: 4 * 60 * 60_000 },
  timeoutMs: 30_000,
});

/** An owner's Resend: one more try of the same message (same webhook-id), outside the line, not retried. */
export const webhookResendJob = defineJob({
  kind: 'webhook.resend',
  payload: z.object({ deliveryId: z.number().int().positive(), resend: z.number().int().positive() }),
  maxAttempts: 1,
  timeoutMs: 30_000,
});

/** The owners' e-mail that an endpoint was paused after repeated failure: one per pause. */
export const webhookPausedEmailJob = defineJob({
  kind: 'email.webhook-paused',
  payload: z.object({ endpointId: z.number().int().positive() }),
  retry: { minDelayMs: 30_000, factor: 2, maxDelayMs: 60 * 60_000 },
});
