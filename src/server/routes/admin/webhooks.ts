import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdWebhookSchema,
  createWebhookSchema,
  RESEND_QUEUED,
  resendAnswerSchema,
  updateWebhookSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
} from '../../../domain/api/admin/webhooks';
import { idParamsSchema } from '../../../domain/api/content-queries';
import { listWebhookDeliveries, resendWebhookDelivery } from '../../services/webhooks/deliveries';
import { createWebhookEndpoint, deleteWebhookEndpoint, listWebhookEndpoints, setWebhookPaused, updateWebhookEndpoint } from '../../services/webhooks/endpoints';
import { actor } from '../admin-content/actor';

/** Endpoints are the owner's, as access tokens are: the `staff` permission, which no token has (decision 0068). */
const OWNERS = { permission: 'staff' } as const;

/**
 * Outbound webhooks: GET /webhooks lists the endpoints (never a secret), POST registers one and answers its
 * signing secret this once, PATCH changes its address or events, pause/resume, DELETE; the delivery log of
 * one endpoint and Resend of one delivery.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const allowPrivate = app.config.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES;

  app.get('/webhooks', { config: OWNERS, schema: { response: { 200: webhookEndpointListSchema } } }, async () => listWebhookEndpoints(db));

  app.post('/webhooks', { config: OWNERS, schema: { body: createWebhookSchema, response: { 201: createdWebhookSchema } } }, async (request, reply) =>
    reply.status(201).send(await createWebhookEndpoint(db, app.secretBox, request.body, actor(request), allowPrivate)),
  );

  app.patch('/webhooks/:id', { config: OWNERS, schema: { params: idParamsSchema, body: updateWebhookSchema, response: { 200: webhookEndpointSchema } } }, async (request) =>
    updateWebhookEndpoint(db, request.params.id, request.body, actor(request), allowPrivate),
  );

  app.post('/webhooks/:id/pause', { config: OWNERS, schema: { params: idParamsSchema, response: { 200: webhookEndpointSchema } } }, async (request) =>
    setWebhookPaused(db, request.params.id, true, actor(request)),
  );

  app.post('/webhooks/:id/resume', { config: OWNERS, schema: { params: idParamsSchema, response: { 200: webhookEndpointSchema } } }, async (request) =>
    setWebhookPaused(db, request.params.id, false, actor(request)),
  );

  app.delete('/webhooks/:id', { config: OWNERS, schema: { params: idParamsSchema } }, async (request, reply) => {
    await deleteWebhookEndpoint(db, request.params.id, actor(request));
    return reply.status(204).send();
  });

  app.get('/webhooks/:id/deliveries', { config: OWNERS, schema: { params: idParamsSchema, querystring: webhookDeliveriesQuerySchema, response: { 200: webhookDeliveryListSchema } } }, async (request) =>
    listWebhookDeliveries(db, request.params.id, request.query.limit),
  );

  app.post('/webhooks/:id/deliveries/:deliveryId/resend', { config: OWNERS, schema: { params: webhookDeliveryParamsSchema, response: { 202: resendAnswerSchema } } }, async (request, reply) => {
    await resendWebhookDelivery(db, request.params.id, request.params.deliveryId, actor(request));
    app.jobs.wake();
    return reply.status(202).send({ message: RESEND_QUEUED });
  });
};
