import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { InquiryEventKind, ReplyDelivery } from '../../../domain/api/admin/inquiry-work';
import { adminUsers } from './admin';
import { createdAt } from './columns';
import { bookingRequests, wechatRequests } from './inquiries';

/**
 * An inquiry's timeline (docs/product.md §2.7 (Inquiries)): notes, status changes, assignments, follow-up days and
 * replies, each with who and when. An entry belongs to exactly one booking or WeChat request and goes
 * with it. A reply carries its delivery: queued, sent, retrying or failed, as its e-mail job reports.
 */
export const inquiryEvents = pgTable(
  'inquiry_events',
  {
    id: serial('id').primaryKey(),
    bookingRequestId: integer('booking_request_id').references(() => bookingRequests.id, { onDelete: 'cascade' }),
    wechatRequestId: integer('wechat_request_id').references(() => wechatRequests.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<InquiryEventKind>().notNull(),
    /** A note's or reply's text; for a change, the new value in words. */
    body: text('body'),
    /** A change's before and after (`{ from, to }`), a reply's recipient and subject. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    actorId: integer('actor_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    delivery: varchar('delivery', { length: 20 }).$type<ReplyDelivery>(),
    /** Why the last attempt failed, in words; never a secret (jobs/error-text.ts). */
    deliveryError: text('delivery_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiry_events_booking_idx').on(t.bookingRequestId, t.createdAt, t.id),
    index('inquiry_events_wechat_idx').on(t.wechatRequestId, t.createdAt, t.id),
    check('inquiry_events_one_inquiry', sql`num_nonnulls(${t.bookingRequestId}, ${t.wechatRequestId}) = 1`),
  ],
);
export type InquiryEventRow = typeof inquiryEvents.$inferSelect;
