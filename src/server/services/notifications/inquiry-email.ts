import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface InquiryNotice {
  kind: 'booking request' | 'WeChat request';
  id: number;
  name: string;
  email: string;
  /** label: value lines, in order. */
  details: [string, string | number | null | undefined][];
}

export interface InquiryMailer {
  notify(notice: InquiryNotice): void;
}

const SEND_TIMEOUT_MS = 10_000;

/** The staff e-mail of a new inquiry, as plain text (no HTML: nothing a visitor typed can render). */
export function inquiryEmailText(notice: InquiryNotice, adminUrl: string | undefined): { subject: string; text: string } {
  const lines = notice.details.filter(([, value]) => value !== null && value !== undefined && value !== '').map(([label, value]) => `${label}: ${String(value)}`);
  return {
    subject: `New ${notice.kind} #${notice.id} from ${notice.name.replace(/[\r\n]+/g, ' ').slice(0, 80)}`,
    text: [`A new ${notice.kind} arrived.`, '', `Name: ${notice.name}`, `E-mail: ${notice.email}`, ...lines, '', adminUrl ? `Open the Inquiries tab: ${adminUrl}/admin` : 'Open the Inquiries tab of the admin panel.'].join('\n'),
  };
}

/**
 * Staff e-mail about new inquiries through SMTP_URL to NOTIFY_EMAIL. Sending never delays or fails the
 * visitor's request: it runs after the answer, with a timeout, and a failure is only logged.
 * Without SMTP_URL and NOTIFY_EMAIL it does nothing (inquiries are in the admin inbox either way).
 */
export function createInquiryMailer(options: { smtpUrl?: string; notifyEmail?: string; publicUrl?: string; log: FastifyBaseLogger }): InquiryMailer {
  const { smtpUrl, notifyEmail, publicUrl, log } = options;
  if (!smtpUrl || !notifyEmail) return { notify() {} };
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  const from = `Charter Flights <${notifyEmail}>`;
  return {
    notify(notice) {
      const { subject, text } = inquiryEmailText(notice, publicUrl);
      transport.sendMail({ from, to: notifyEmail, replyTo: notice.email, subject, text }).then(
        () => log.info({ inquiry: notice.id, kind: notice.kind }, 'staff notified of a new inquiry'),
        (error: unknown) => log.warn({ err: error, inquiry: notice.id }, 'could not e-mail staff about a new inquiry; it is in the admin inbox'),
      );
    },
  };
}
