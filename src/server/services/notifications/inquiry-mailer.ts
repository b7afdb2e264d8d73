import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import nodemailer from 'nodemailer';
import { staffNoticeEmail, visitorConfirmationEmail } from './inquiry-emails';
import type { ReceivedInquiry } from './received-inquiry';

const SEND_TIMEOUT_MS = 10_000;
/**
 * A confirmation goes to whatever address a visitor typed, so the form must not become a way to mail
 * strangers: at most this many confirmations per address per hour (the public POST limit bounds the rest).
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export interface InquiryMailer {
  /** True when visitors get a confirmation e-mail (SMTP_URL is set). */
  readonly confirmsToVisitors: boolean;
  /** Mails staff (with NOTIFY_EMAIL) and the visitor. Never throws and never waits: failures are logged. */
  inquiryReceived(inquiry: ReceivedInquiry): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  notifyEmail?: string | undefined;
  publicUrl?: string | undefined;
  log: FastifyBaseLogger;
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
 * E-mail about new inquiries through SMTP_URL: staff at NOTIFY_EMAIL (when set) and a confirmation to the
 * visitor in their language. Called once the visitor has their answer; sending has a timeout and a
 * failure is only logged, so mail never delays or fails a request. Without SMTP_URL it does nothing
 * (inquiries are in the admin inbox either way).
 */
export function createInquiryMailer({ smtpUrl, notifyEmail, publicUrl, log }: MailerOptions): InquiryMailer {
  if (!smtpUrl) return { confirmsToVisitors: false, inquiryReceived() {} };
  const transport = smtpTransport(smtpUrl);
  const from = `Charter Flights <${senderAddress(notifyEmail, publicUrl)}>`;
  const sentPerAddress = new LRUCache<string, number>({ max: 10_000, ttl: HOUR_MS, ttlAutopurge: false });

  const send = (what: string, inquiry: ReceivedInquiry, message: Parameters<typeof transport.sendMail>[0]) => {
    transport.sendMail(message).then(
      () => log.info({ inquiry: inquiry.reference }, `${what} sent`),
      (error: unknown) => log.warn({ err: error, inquiry: inquiry.reference }, `could not send the ${what}; the inquiry is in the admin inbox`),
    );
  };

  return {
    confirmsToVisitors: true,
    inquiryReceived(inquiry) {
      if (notifyEmail) {
        const { subject, text } = staffNoticeEmail(inquiry, publicUrl);
        send('staff notice', inquiry, { from, to: notifyEmail, replyTo: inquiry.email, subject, text });
      }
      const address = inquiry.email.trim().toLowerCase();
      if (!address) return;
      const sent = sentPerAddress.get(address) ?? 0;
      if (sent >= CONFIRMATIONS_PER_ADDRESS_PER_HOUR) {
        log.warn({ inquiry: inquiry.reference }, 'visitor confirmation skipped: this address had enough of them this hour');
        return;
      }
      // Keeps the first send's expiry, so the hour is counted from the first confirmation.
      sentPerAddress.set(address, sent + 1, { noUpdateTTL: sent > 0 });
      const { subject, text, html } = visitorConfirmationEmail(inquiry);
      send('visitor confirmation', inquiry, { from, to: inquiry.email, ...(notifyEmail ? { replyTo: notifyEmail } : {}), subject, text, html });
    },
  };
}
