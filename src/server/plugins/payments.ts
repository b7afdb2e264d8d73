import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { balanceReminderJob, paymentReceivedStaffJob, paymentReceivedVisitorJob, paymentRefusedStaffJob } from '../services/payments/payment-email-jobs';
import { createPaymentEmailSenders } from '../services/payments/payment-mailer';
import { createPaymentOutbox, type PaymentOutbox } from '../services/payments/payment-outbox';
import type { PaymentProvider } from '../services/payments/provider';
import { paymentProviderOf } from '../services/payments/provider-of';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider (Stripe, or bank transfer without STRIPE_SECRET_KEY) and the payment e-mails' outbox (decision 0058). */
    payments: { provider: PaymentProvider; outbox: PaymentOutbox };
  }
}

/**
 * Payments: the provider the settings choose, the outbox of the payment e-mails and their handlers (only
 * with SMTP_URL, as the inquiry e-mails: plugins/inquiry-outbox.ts). Register after the jobs plugin.
 */
export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  const { SMTP_URL, NOTIFY_EMAIL, PUBLIC_URL } = app.config;
  app.decorate('payments', { provider: paymentProviderOf(app.config), outbox: createPaymentOutbox({ smtpUrl: SMTP_URL, notifyEmail: NOTIFY_EMAIL }) });
  if (!SMTP_URL) return;
  const senders = createPaymentEmailSenders({ db: app.database.db, smtpUrl: SMTP_URL, notifyEmail: NOTIFY_EMAIL, publicUrl: PUBLIC_URL, box: app.secretBox, now: app.now });
  app.jobs.register(paymentReceivedVisitorJob, (payload) => senders.visitorReceived(payload));
  app.jobs.register(paymentReceivedStaffJob, (payload) => senders.staffReceived(payload));
  app.jobs.register(balanceReminderJob, (payload) => senders.balanceDue(payload));
  app.jobs.register(paymentRefusedStaffJob, (payload) => senders.staffRefused(payload));
});
