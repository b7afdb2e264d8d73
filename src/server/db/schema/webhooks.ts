import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { WebhookDeliveryState, WebhookEvent } from '../../../domain/webhooks/events';
import { adminUsers } from './admin';
import { createdAt } from './columns';

/**
 * An address an owner registered to hear events (docs/product.md §12.1, decision 0068). Its signing secret is
 * kept sealed (auth/secret-box.ts): shown once when made, needed again to sign each delivery.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: varchar('url', { length: 2000 }).notNull(),
  events: text('events').array().$type<WebhookEvent[]>().notNull(),
  secretSealed: text('secret_sealed').notNull(),
  /** Set while nothing is sent to it: by an owner, or by the product after repeated failure. */
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  pausedReason: varchar('paused_reason', { length: 300 }),
  /** Deliveries given up in a row; a delivery that arrives sets it back to 0. */
  failedInARow: integer('failed_in_a_row').notNull().default(0),
  createdBy: integer('created_by')
    .notNull()
    .references(() => adminUsers.id),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One event, written in the transaction of the change it tells of (the outbox): its id is the `webhook-id`
 * every delivery and retry of it carries, its body the exact JSON that is signed.
 */
export const webhookMessages = pgTable('webhook_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  messageId: varchar('message_id', { length: 40 }).notNull().unique(),
  type: varchar('type', { length: 60 }).$type<WebhookEvent>().notNull(),
  /** What the event is about (`quote:12`): deliveries of one subject to one endpoint go in order. */
  subject: varchar('subject', { length: 80 }).notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** A message owed to one endpoint: at most one per pair; the job that sends it exists only while it is first in line. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 80 }).notNull(),
    state: varchar('state', { length: 12 }).$type<WebhookDeliveryState>().notNull().default('pending'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_message_idx').on(t.endpointId, t.messageId),
    // Who is next in line for one endpoint and subject.
    index('webhook_deliveries_waiting_idx').on(t.endpointId, t.subject, t.id).where(sql`${t.state} = 'pending'`),
  ],
);

/** Each try of a delivery, as the panel's log shows it: never the secret nor the signature. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    /** 1, 2, … for the automatic tries; a resend by an owner is marked so. */
    attempt: smallint('attempt').notNull(),
    resend: integer('resend').notNull().default(0),
    statusCode: smallint('status_code'),
    responseExcerpt: varchar('response_excerpt', { length: 600 }),
    durationMs: integer('duration_ms').notNull(),
    error: varchar('error', { length: 600 }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
