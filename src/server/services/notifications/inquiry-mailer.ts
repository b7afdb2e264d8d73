import nodemailer from 'nodemailer';
import type { Database } from '../../db/database';
import { PermanentJobError } from '../../jobs/registry';
import type { SecretBox } from '../auth/secret-box';
import type { InquiryRef, VisitorConfirmationRef } from './inquiry-email-jobs';
import { staffNoticeEmail, visitorConfirmationEmail } from './inquiry-emails';
import { loadReceivedInquiry } from './stored-inquiry';

const SEND_TIMEOUT_MS = 10_000;

export interface MailerOptions {
  db: Database;
  smtpUrl: string;
  notifyEmail?: string | undefined;
  publicUrl?: string | undefined;
  /** Opens the visitor's link sealed in the confirmation job (app.secretBox). */
  box: SecretBox;
}

export function smtpTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
}

/** Without NOTIFY_EMAIL the visitor's mail still needs a sender: no-reply at the site's own host. */
export function senderAddress(notifyEmail: string | undefined, publicUrl: string | undefined): string {
  if (notifyEmail) return notifyEmail;
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return `no-reply@${host}`;
}

/**
 * Whether the mail server refused for good: a 5xx reply (no such mailbox, message refused). A refused
 * sign-in (EAUTH) is not: the operator corrects SMTP_URL and a later attempt goes out. Everything else
 * (refused or dropped connections, timeouts, 4xx replies) is worth another try.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (code === 'EAUTH') return false;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/**
 * What every outbox e-mail is sent with: the product's From line and a send that ends the job for good when
 * the mail server refuses the recipient, and throws anything else so the job is tried again later.
 */
export function outboxSender(smtpUrl: string, notifyEmail: string | undefined, publicUrl: string | undefined) {
  const transport = smtpTransport(smtpUrl);
  const send = async (message: Parameters<typeof transport.sendMail>[0]) => {
    try {
      await transport.sendMail(message);
    } catch (error) {
      if (isPermanentSmtpFailure(error)) throw new PermanentJobError(error instanceof Error ? error.message : 'the mail server refused the message', { cause: error });
      throw error;
    }
  };
  return { from: `Charter Flights <${senderAddress(notifyEmail, publicUrl)}>`, send };
}

/**
 * The two e-mails of a new inquiry, sent by the job runner from the outbox (inquiry-outbox.ts): each
 * made from the stored inquiry when it is sent, through SMTP_URL. A send that fails throws, and the job
 * is tried again later; an inquiry deleted meanwhile gets no e-mail.
 */
export function createInquiryEmailSenders({ db, smtpUrl, notifyEmail, publicUrl, box }: MailerOptions) {
  const { from, send } = outboxSender(smtpUrl, notifyEmail, publicUrl);

  return {
    async staffNotice(ref: InquiryRef): Promise<void> {
      const inquiry = await loadReceivedInquiry(db, ref);
      if (!inquiry || !notifyEmail) return;
      const { subject, text } = staffNoticeEmail(inquiry, publicUrl);
      await send({ from, to: notifyEmail, replyTo: inquiry.email, subject, text });
    },
    async visitorConfirmation({ link, ...ref }: VisitorConfirmationRef): Promise<void> {
      const inquiry = await loadReceivedInquiry(db, ref);
      if (!inquiry?.email) return;
      // A link sealed under another SESSION_SECRET cannot be opened: the e-mail goes without it.
      const requestUrl = link ? (box.open(link) ?? undefined) : undefined;
      const { subject, text, html } = visitorConfirmationEmail(inquiry, requestUrl);
      await send({ from, to: inquiry.email, ...(notifyEmail ? { replyTo: notifyEmail } : {}), subject, text, html });
    },
  };
}
