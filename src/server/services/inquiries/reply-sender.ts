import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { adminUsers, inquiryEvents } from '../../db/schema';
import { errorText } from '../../jobs/error-text';
import { PermanentJobError, type JobContext } from '../../jobs/registry';
import { isPermanentSmtpFailure, senderAddress, smtpTransport } from '../notifications/inquiry-mailer';

export interface ReplySenderOptions {
  db: Database;
  smtpUrl: string;
  notifyEmail?: string | undefined;
  publicUrl?: string | undefined;
  /** What a stored failure must never show (the SMTP password). */
  secrets: readonly string[];
}

/**
 * Sends a reply written in an inquiry's timeline, as the job runner asks (`email.inquiry-reply`), and
 * writes where it is into the entry: sent, retrying (with the reason) or failed (the last attempt, or a
 * recipient the mail server refuses for good). The visitor's answer goes to NOTIFY_EMAIL, the team's
 * inbox, or else to the person who wrote the reply. A reply already sent is not sent again.
 */
export function createReplySender({ db, smtpUrl, notifyEmail, publicUrl, secrets }: ReplySenderOptions) {
  const transport = smtpTransport(smtpUrl);
  const from = `Charter Flights <${senderAddress(notifyEmail, publicUrl)}>`;
  const mark = (eventId: number, values: Partial<typeof inquiryEvents.$inferInsert>) => db.update(inquiryEvents).set(values).where(eq(inquiryEvents.id, eventId));

  return async ({ eventId }: { eventId: number }, context: JobContext): Promise<void> => {
    const [entry] = await db
      .select({ event: inquiryEvents, writerEmail: adminUsers.email })
      .from(inquiryEvents)
      .leftJoin(adminUsers, eq(adminUsers.id, inquiryEvents.actorId))
      .where(eq(inquiryEvents.id, eventId));
    if (!entry || entry.event.delivery === 'sent') return;
    const { to, subject } = entry.event.detail as { to?: string; subject?: string };
    if (!to) throw new PermanentJobError('the reply names no recipient');
    const replyTo = notifyEmail ?? entry.writerEmail ?? undefined;
    try {
      await transport.sendMail({ from, to, subject: subject ?? 'Your charter flight inquiry', text: entry.event.body ?? '', ...(replyTo ? { replyTo } : {}) });
    } catch (error) {
      const permanent = isPermanentSmtpFailure(error);
      const last = permanent || context.attempt >= context.maxAttempts;
      await mark(eventId, { delivery: last ? 'failed' : 'retrying', deliveryError: errorText(error, secrets) });
      if (permanent) throw new PermanentJobError(error instanceof Error ? error.message : 'the mail server refused the message', { cause: error });
      throw error;
    }
    await mark(eventId, { delivery: 'sent', deliveryError: null, deliveredAt: new Date() });
  };
}
