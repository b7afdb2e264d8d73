import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { webhookDeliveryJob, webhookPausedEmailJob, webhookResendJob } from '../services/webhooks/delivery-job';
import { createWebhookDeliverer } from '../services/webhooks/deliver';
import { takeWritten } from '../services/webhooks/emit';
import { createPausedEmailSender } from '../services/webhooks/paused-email';

/**
 * Outbound webhooks (decision 0068): the handlers that send deliveries and resends, the owners' e-mail of an
 * endpoint paused after repeated failure (with SMTP_URL), and a wake of the job runner at the end of a request
 * that wrote an event, so a delivery leaves at once rather than at the next poll. Register after the jobs plugin.
 */
export const webhooksPlugin = fp(async (app: FastifyInstance) => {
  const { SMTP_URL, NOTIFY_EMAIL, PUBLIC_URL, WEBHOOKS_ALLOW_PRIVATE_ADDRESSES } = app.config;
  const deliverer = createWebhookDeliverer({
    db: app.database.db,
    box: app.secretBox,
    allowPrivate: WEBHOOKS_ALLOW_PRIVATE_ADDRESSES,
    mails: SMTP_URL !== undefined,
    wake: () => app.jobs.wake(),
  });
  app.jobs.register(
    webhookDeliveryJob,
    (payload, context) => deliverer.deliver(payload, context),
    (payload, failure) => deliverer.giveUp(payload, failure),
  );
  app.jobs.register(webhookResendJob, (payload, context) => deliverer.resend(payload, context));
  if (SMTP_URL) app.jobs.register(webhookPausedEmailJob, createPausedEmailSender({ db: app.database.db, smtpUrl: SMTP_URL, notifyEmail: NOTIFY_EMAIL, publicUrl: PUBLIC_URL }));
  // After the response: the transaction that wrote the event has committed by then.
  app.addHook('onResponse', async () => {
    if (takeWritten()) app.jobs.wake();
  });
});
