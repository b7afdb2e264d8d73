import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bookingChangeJob, createBookingChangeOutbox, createBookingChangeSender, type BookingChangeOutbox } from '../services/cancellations/change-emails';

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mails of cancellations, weather and rebooking (decision 0060). */
    bookingChanges: BookingChangeOutbox;
  }
}

/** As the payment e-mails (plugins/payments.ts): queued with SMTP_URL only, sent by the job runner. Register after jobs. */
export const bookingChangesPlugin = fp(async (app: FastifyInstance) => {
  const { SMTP_URL, NOTIFY_EMAIL, PUBLIC_URL } = app.config;
  app.decorate('bookingChanges', createBookingChangeOutbox({ smtpUrl: SMTP_URL, notifyEmail: NOTIFY_EMAIL }));
  if (!SMTP_URL) return;
  app.jobs.register(bookingChangeJob, createBookingChangeSender({ db: app.database.db, smtpUrl: SMTP_URL, notifyEmail: NOTIFY_EMAIL, publicUrl: PUBLIC_URL, box: app.secretBox }));
});
