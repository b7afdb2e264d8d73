import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import { secretsOf } from '../jobs/error-text';
import { createReplySender } from '../services/inquiries/reply-sender';
import { EMAIL_OF_JOB, inquiryReplyJob, staffNoticeJob, visitorConfirmationJob } from '../services/notifications/inquiry-email-jobs';
import { createInquiryEmailSenders } from '../services/notifications/inquiry-mailer';
import { createInquiryOutbox, type InquiryOutbox } from '../services/notifications/inquiry-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues a new inquiry's e-mails in its own transaction (services/notifications/inquiry-outbox.ts). */
    inquiryOutbox: InquiryOutbox;
  }
}

const OUTCOME_OF_ATTEMPT = { done: 'sent', retried: 'retried', failed: 'failed' } as const;

/**
 * Inquiry e-mails through the durable jobs (decision 0041): the outbox the public POSTs write to, the
 * handlers that send (registered only with SMTP_URL: an instance without it never claims an e-mail job),
 * and `charter_emails_total{email,outcome}`. Register after the jobs plugin.
 */
export const inquiryOutboxPlugin = fp(async (app: FastifyInstance) => {
  const { SMTP_URL, NOTIFY_EMAIL, PUBLIC_URL } = app.config;
  app.decorate('inquiryOutbox', createInquiryOutbox({ smtpUrl: SMTP_URL, notifyEmail: NOTIFY_EMAIL }));

  const emails = new Counter({
    name: 'charter_emails_total',
    help: 'Inquiry e-mail attempts by this instance: sent, retried (failed, tried again later) or failed (given up), by e-mail (staff-notice, visitor-confirmation, staff-reply)',
    labelNames: ['email', 'outcome'] as const,
    registers: [app.metrics.registry],
  });
  app.jobs.onSettled(({ kind, outcome }) => {
    const email = EMAIL_OF_JOB[kind];
    if (email) emails.inc({ email, outcome: OUTCOME_OF_ATTEMPT[outcome] });
  });

  if (!SMTP_URL) return;
  const senders = createInquiryEmailSenders({ db: app.database.db, smtpUrl: SMTP_URL, notifyEmail: NOTIFY_EMAIL, publicUrl: PUBLIC_URL, box: app.secretBox });
  app.jobs.register(staffNoticeJob, (ref) => senders.staffNotice(ref));
  app.jobs.register(visitorConfirmationJob, (ref) => senders.visitorConfirmation(ref));
  // Staff replies from an inquiry's timeline (services/inquiries/reply.ts).
  app.jobs.register(inquiryReplyJob, createReplySender({ db: app.database.db, smtpUrl: SMTP_URL, notifyEmail: NOTIFY_EMAIL, publicUrl: PUBLIC_URL, secrets: secretsOf([SMTP_URL]) }));
});
