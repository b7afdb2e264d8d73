import type { FastifyBaseLogger } from 'fastify';
import { senderAddress, smtpTransport } from '../notifications/inquiry-mailer';

export interface LinkMail {
  to: string;
  name: string | null;
  purpose: 'setup' | 'reset';
  url: string;
  expiresAt: Date;
}

export interface StaffMailer {
  /** Sends a set-password link; true once the SMTP server took it, false without SMTP_URL or on failure (logged). */
  sendLink(mail: LinkMail): Promise<boolean>;
}

function linkEmail({ name, purpose, url, expiresAt }: LinkMail): { subject: string; text: string } {
  const hello = name ? `Hello ${name},` : 'Hello,';
  const what =
    purpose === 'setup'
      ? 'You have been given an account on the Charter Flight Admin Panel. Open this link to choose your password:'
      : 'A new password was requested for your account on the Charter Flight Admin Panel. Open this link to choose one:';
  const text = [hello, '', what, '', url, '', `The link works once, until ${expiresAt.toUTCString()}.`, 'If you did not expect this e-mail, tell the owner of the panel.', ''].join('\n');
  return { subject: purpose === 'setup' ? 'Your admin panel account' : 'Reset your admin panel password', text };
}

/** E-mails set-password links through SMTP_URL (the notifications transport); nothing without it. */
export function createStaffMailer(options: { smtpUrl?: string | undefined; notifyEmail?: string | undefined; publicUrl?: string | undefined; log: FastifyBaseLogger }): StaffMailer {
  const { smtpUrl, notifyEmail, publicUrl, log } = options;
  if (!smtpUrl) return { sendLink: async () => false };
  const transport = smtpTransport(smtpUrl);
  const from = `Charter Flights <${senderAddress(notifyEmail, publicUrl)}>`;
  return {
    async sendLink(mail) {
      try {
        await transport.sendMail({ from, to: mail.to, ...linkEmail(mail) });
        return true;
      } catch (error) {
        log.warn({ err: error }, 'could not e-mail the set-password link; the owner has it on screen');
        return false;
      }
    },
  };
}
