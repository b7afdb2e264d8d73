import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WebhookRefused } from '../services/payments/provider';
import { handleProviderEvent, withPaymentMethod } from '../services/payments/webhook-events';

/** Stripe's events are small; a megabyte leaves room for a session with many line items. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;
export const webhookAnswerSchema = z.object({ received: z.boolean(), outcome: z.string() });
const refusedSchema = z.object({ message: z.string(), issues: z.array(z.unknown()) });

/**
 * POST /api/payments/stripe/webhook (docs/product.md §11.2): the body is kept as the bytes that came, since
 * the signature is over them; `stripe.webhooks.constructEvent` checks it (400 when missing or wrong), and the
 * event is handled once (payments/webhook-events.ts). Its own plugin, so the raw-body parser touches no other
 * route. Public: the signature is the permission.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post('/api/payments/stripe/webhook', { schema: { description: 'Stripe events, signed (Stripe-Signature); 400 when the signature is missing or wrong; a replayed event is a 200 that changes nothing.', response: { 200: webhookAnswerSchema, 400: refusedSchema } }, bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    const { provider, outbox } = app.payments;
    const signature = request.headers['stripe-signature'];
    let event;
    try {
      if (provider.kind !== 'stripe') throw new WebhookRefused('Stripe is not configured on this server');
      event = provider.verifyWebhook(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (!(error instanceof WebhookRefused)) throw error;
      request.log.warn({ reason: error.message }, 'payment webhook refused');
      return reply.status(400).send({ message: error.message, issues: [] });
    }
    const outcome = await handleProviderEvent(app.database.db, await withPaymentMethod(event, provider, request.log), { log: request.log, outbox, now: app.now });
    app.jobs.wake();
    return { received: true, outcome };
  });
};
