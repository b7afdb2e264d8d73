import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition';

/** Which stored inquiry an e-mail is about; the e-mail is made from the row when it is sent. */
export const inquiryRefSchema = z.object({ inquiry: z.enum(['booking', 'wechat']), id: z.number().int().positive() });
export type InquiryRef = z.infer<typeof inquiryRefSchema>;

/**
 * A mail server that is down for a while must not cost the e-mail: ten attempts from 30 s apart up to an
 * hour apart (with jitter) cover an outage of about four hours at least. One attempt is bounded by the
 * SMTP timeouts (10 s per step), well inside its minute.
 */
const MAIL_RETRY = { minDelayMs: 30_000, factor: 2, maxDelayMs: 60 * 60_000 };

/** The staff notice of a new inquiry, to NOTIFY_EMAIL. */
export const staffNoticeJob = defineJob({ kind: 'email.inquiry-staff-notice', payload: inquiryRefSchema, maxAttempts: 10, retry: MAIL_RETRY, timeoutMs: 60_000 });
/**
 * The visitor's confirmation payload: the inquiry, and its visitor link sealed (auth/secret-box.ts): the
 * jobs table never holds the link's token in the clear. Jobs queued before links existed have none.
 */
export const visitorConfirmationSchema = inquiryRefSchema.extend({ link: z.string().max(4000).optional() });
export type VisitorConfirmationRef = z.infer<typeof visitorConfirmationSchema>;

/** The visitor's confirmation of their inquiry, in their language. */
export const visitorConfirmationJob = defineJob({ kind: 'email.inquiry-confirmation', payload: visitorConfirmationSchema, maxAttempts: 10, retry: MAIL_RETRY, timeoutMs: 60_000 });

/** A staff member's reply to the visitor, written in the inquiry's timeline (the entry names the e-mail). */
export const inquiryReplyJob = defineJob({
  kind: 'email.inquiry-reply',
  payload: z.object({ eventId: z.number().int().positive() }),
  maxAttempts: 10,
  retry: MAIL_RETRY,
  timeoutMs: 60_000,
});

/** The label `charter_emails_total` counts each kind under. */
export const EMAIL_OF_JOB: Record<string, 'staff-notice' | 'visitor-confirmation' | 'staff-reply'> = {
  [staffNoticeJob.kind]: 'staff-notice',
  [visitorConfirmationJob.kind]: 'visitor-confirmation',
  [inquiryReplyJob.kind]: 'staff-reply',
};
