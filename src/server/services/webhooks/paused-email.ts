import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { adminUsers, webhookEndpoints } from '../../db/schema';
import { PermanentJobError } from '../../jobs/registry';
import { isPermanentSmtpFailure, senderAddress, smtpTransport } from '../notifications/inquiry-mailer';

/** The e-mail's words: which endpoint, why, and how to start it again. */
export function pausedEmailText(url: string, reason: string, panelUrl: string | undefined): { subject: string; text: string } {
  return {
    subject: 'A webhook endpoint was paused',
    text: [
      `Nothing is sent to the webhook endpoint ${url} any more.`,
      `${reason}.`,
      '',
      'Look at its delivery log in the panel (Staff, Webhooks), fix the receiver, then press Resume.',
      'Events that happen while it is paused are not sent to it.',
      ...(panelUrl ? ['', panelUrl] : []),
      '',
      'Charter Flights',
      '',
    ].join('\n'),
  };
}

/** The handler of email.webhook-paused: to every active owner, in English (staff e-mails are). */
export function createPausedEmailSender(options: { db: Database; smtpUrl: string; notifyEmail?: string | undefined; publicUrl?: string | undefined }) {
  const { db } = options;
  const transport = smtpTransport(options.smtpUrl);
  const from = `Charter Flights <${senderAddress(options.notifyEmail, options.publicUrl)}>`;
  return async ({ endpointId }: { endpointId: number }) => {
    const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    // Deleted or resumed since: the e-mail has nothing left to say.
    if (!endpoint?.pausedAt) return;
    const owners = await db.select({ email: adminUsers.email }).from(adminUsers).where(and(eq(adminUsers.role, 'owner'), eq(adminUsers.isActive, true)));
    if (owners.length === 0) return;
    const words = pausedEmailText(endpoint.url, endpoint.pausedReason ?? 'Paused', options.publicUrl ? new URL('/admin', options.publicUrl).href : undefined);
    try {
      await transport.sendMail({ from, to: owners.map((o) => o.email), ...words });
    } catch (error) {
      if (isPermanentSmtpFailure(error)) throw new PermanentJobError(error instanceof Error ? error.message : 'the mail server refused the message', { cause: error });
      throw error;
    }
  };
}
