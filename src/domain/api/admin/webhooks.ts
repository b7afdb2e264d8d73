import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENTS } from '../../webhooks/events';
import { idSchema } from '../common';

const urlField = z
  .string({ error: 'Give the address the events are sent to' })
  .trim()
  .min(1, { error: 'Give the address the events are sent to' })
  .max(2000, { error: 'The address can be 2000 characters at most' })
  .refine((v) => URL.canParse(v), { error: 'The address must be a full URL such as https://hooks.example.com/charter' })
  .refine((v) => !URL.canParse(v) || ['http:', 'https:'].includes(new URL(v).protocol), { error: 'The address must start with https://' })
  .refine((v) => !URL.canParse(v) || (!new URL(v).username && !new URL(v).password), { error: 'The address cannot carry a user name or password: the signature proves who sends' });

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Each event must be one of: ${WEBHOOK_EVENTS.join(', ')}` }), { error: 'Choose the events to send' })
  .min(1, { error: 'Choose at least one event to send' })
  .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)));

/** POST /api/admin/webhooks: where to send, and which events. */
export const createWebhookSchema = z.object({ url: urlField, events: eventsField });
export type CreateWebhookRequest = z.input<typeof createWebhookSchema>;

/** PATCH /api/admin/webhooks/:id: a new address or new events (either or both). */
export const updateWebhookSchema = z
  .object({ url: urlField.optional(), events: eventsField.optional() })
  .refine((v) => v.url !== undefined || v.events !== undefined, { error: 'Give a new address or new events' });
export type UpdateWebhookRequest = z.input<typeof updateWebhookSchema>;

/** An endpoint as the panel lists it: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  pausedAt: z.string().nullable(),
  pausedReason: z.string().nullable(),
  /** Deliveries given up in a row (the endpoint is paused when it reaches the limit). */
  failedInARow: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** When the last try was, and whether it arrived. */
  lastTryAt: z.string().nullable(),
  lastTryOk: z.boolean().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = z.array(webhookEndpointSchema);

/** The answer of POST: the endpoint and its signing secret (whsec_…), shown this once. */
export const createdWebhookSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

/** One try of a delivery: when, what came back, how long it took. */
export const webhookAttemptSchema = z.object({
  at: z.string(),
  /** 1, 2, … for the automatic tries; 0 for an owner's resend. */
  attempt: z.number().int(),
  resend: z.number().int(),
  statusCode: z.number().int().nullable(),
  responseExcerpt: z.string().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
});

/** One message owed to the endpoint and its tries, newest first. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The webhook-id header: the same on every try. */
  messageId: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  subject: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.array(webhookDeliverySchema);

/** GET …/deliveries?limit=: the latest deliveries (50 unless asked). */
export const webhookDeliveriesQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int({ error: 'limit must be a whole number' }).min(1, { error: 'limit must be 1 or more' }).max(200, { error: 'limit can be 200 at most' }).default(50),
});

/** /webhooks/:id/deliveries/:deliveryId/resend */
export const webhookDeliveryParamsSchema = z.object({ id: idSchema, deliveryId: idSchema });

/** The answer of a resend: the try is queued, not yet made. */
export const RESEND_QUEUED = 'The message will be sent again in a moment, with the same webhook-id: its try appears in the log';
export const resendAnswerSchema = z.object({ message: z.string() });
