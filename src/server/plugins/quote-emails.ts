import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createQuoteEmails, quoteEmailJob, type QuoteEmails } from '../services/quotes/quote-emails';
import { createQuoteMailer } from '../services/quotes/quote-mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues quote e-mails in the caller's transaction (services/quotes/quote-emails.ts). */
    quoteEmails: QuoteEmails;
  }
}

/**
 * Quote e-mails through the durable jobs, as the inquiry outbox (decision 0041): the outbox the quote services
 * write to and, with SMTP_URL only, the handler that sends. Register after the jobs plugin.
 */
export const quoteEmailsPlugin = fp(async (app: FastifyInstance) => {
  const { SMTP_URL, NOTIFY_EMAIL, PUBLIC_URL } = app.config;
  app.decorate('quoteEmails', createQuoteEmails({ smtpUrl: SMTP_URL, notifyEmail: NOTIFY_EMAIL, box: app.secretBox }));
  if (!SMTP_URL) return;
  app.jobs.register(quoteEmailJob, createQuoteMailer({ db: app.database.db, smtpUrl: SMTP_URL, notifyEmail: NOTIFY_EMAIL, publicUrl: PUBLIC_URL, box: app.secretBox, now: () => app.now() }));
});
