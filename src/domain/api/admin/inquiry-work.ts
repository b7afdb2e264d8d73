import { z } from 'zod';
import { hasNoNul, idSchema, isoDateSchema, noNulMessage, wellFormed } from '../common';

/*
 * The inquiry work queue (docs/product.md §2.7 (Inquiries), decision 0047): an owner for each inquiry, a day to
 * follow it up by, a timeline of notes and changes with who and when, and replies by e-mail from the record.
 */

/**
 * What a timeline entry records; `retry` is a failed reply sent again (its detail names the reply);
 * `cancelled` is the visitor cancelling from their own link (no staff actor; its detail has the address and device).
 */
export const INQUIRY_EVENT_KINDS = ['note', 'status', 'assigned', 'follow_up', 'reply', 'retry', 'cancelled'] as const;
export type InquiryEventKind = (typeof INQUIRY_EVENT_KINDS)[number];

/** Where a reply's e-mail is: waiting in the outbox, sent, failed once and tried again later, or given up. */
export const REPLY_DELIVERIES = ['queued', 'sent', 'retrying', 'failed'] as const;
export type ReplyDelivery = (typeof REPLY_DELIVERIES)[number];

/** The longest note or reply: said where it cuts (the form counts, the server answers 400), never cut silently. */
export const INQUIRY_TEXT_MAX = 5000;

const thousands = (n: number) => n.toLocaleString('en-AU');
/** The 400's words for a note or reply over the limit. */
export const tooLongMessage = (label: string, length: number | undefined) =>
  `${label} can be at most ${thousands(INQUIRY_TEXT_MAX)} characters${length === undefined ? '' : `; this one has ${thousands(length)}`}. Shorten it, or split it into two.`;

const lengthOf = (input: unknown) => (typeof input === 'string' ? input.length : undefined);

/** A note or reply as staff type it: trimmed, at most INQUIRY_TEXT_MAX characters (counted as typed). */
export const inquiryText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(INQUIRY_TEXT_MAX, { error: (issue) => tooLongMessage(label, lengthOf(issue.input)) })
    .overwrite((v) => wellFormed(v.trim()))
    .refine(hasNoNul, { error: noNulMessage(label) });

/** The follow-up day: YYYY-MM-DD that exists, or null to clear it. */
export const followUpDaySchema = isoDateSchema('Follow-up date').nullable();

/** Who may be given an inquiry: any active staff member. */
export const inquiryAssigneeSchema = z.object({ id: z.number(), name: z.string(), email: z.string(), role: z.string() });
export type InquiryAssignee = z.infer<typeof inquiryAssigneeSchema>;
/** GET /api/admin/inquiry-assignees */
export const inquiryAssigneesAnswerSchema = z.object({ items: z.array(inquiryAssigneeSchema) });

/** One timeline entry, oldest first in the timeline. */
export const inquiryEventSchema = z.object({
  id: z.number(),
  kind: z.enum(INQUIRY_EVENT_KINDS),
  body: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  /** Who did it: null for the visitor's own request or an account removed since. */
  actor: z.object({ id: z.number(), name: z.string() }).nullable(),
  delivery: z.enum(REPLY_DELIVERIES).nullable(),
  deliveryError: z.string().nullable(),
  /** ISO 8601 */
  deliveredAt: z.string().nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type InquiryEvent = z.infer<typeof inquiryEventSchema>;

/** GET /api/admin/{booking,wechat}-requests/:id/timeline: the entries, and whether Reply can send. */
export const inquiryTimelineSchema = z.object({
  events: z.array(inquiryEventSchema),
  reply: z.object({
    available: z.boolean(),
    /** Why Reply is off, in plain words; null when it is on. */
    reason: z.string().nullable(),
    /** The address a reply goes to. */
    to: z.string(),
  }),
});
export type InquiryTimeline = z.infer<typeof inquiryTimelineSchema>;

/** The words staff read when replies cannot be sent. */
export const REPLY_NEEDS_SMTP = 'Replies need an outgoing mail server, and none is set up (SMTP_URL). Reply from your own e-mail for now, and add a note of what you wrote.';

/** POST /api/admin/{booking,wechat}-requests/:id/replies */
export const inquiryReplySchema = z
  .object({
    subject: z
      .string({ error: 'Subject must be text' })
      .trim()
      .min(1, { error: 'Write a subject' })
      .max(200, { error: 'Subject can be at most 200 characters' })
      .refine((v) => !/[\r\n]/.test(v), { error: 'Subject must be one line' })
      .refine(hasNoNul, { error: noNulMessage('Subject') }),
    body: inquiryText('Reply').refine((v) => v.length > 0, { error: 'Write the reply' }),
  })
  .strict();
export type InquiryReply = z.infer<typeof inquiryReplySchema>;

/** POST /api/admin/{booking,wechat}-requests/:id/replies/:replyId/retry: a failed reply, sent again through the outbox. */
export const inquiryReplyParamsSchema = z.object({ id: idSchema, replyId: idSchema });

/** Why Retry is refused (409) for a reply that has not failed, in the words staff read. */
export const RETRY_REFUSALS = {
  queued: 'This reply is already waiting to be sent, so there is nothing to retry. Its delivery shows in the timeline.',
  retrying: 'This reply is already being tried again by the outbox, so there is nothing to retry. Its delivery shows in the timeline.',
  sent: 'This reply was sent, so it is not sent again. Write a new reply to say more.',
} as const;

/** The lists' saved views, kept in the address: mine (assigned to me), due (follow-up day today or earlier), new. */
export const INQUIRY_VIEWS = ['mine', 'due', 'new'] as const;
export type InquiryView = (typeof INQUIRY_VIEWS)[number];
