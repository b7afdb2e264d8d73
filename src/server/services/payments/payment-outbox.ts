import type { Executor } from '../../db/database';
import { enqueueJob } from '../../jobs/enqueue';
import { balanceReminderAt, balanceReminderJob, paymentReceivedStaffJob, paymentReceivedVisitorJob, paymentRefusedStaffJob } from './payment-email-jobs';

export interface PaymentOutbox {
  /** The e-mails of a payment received, in the transaction that records it (one job each per payment). */
  paymentReceived(tx: Executor, paymentId: number): Promise<number>;
  /** The balance reminder on its day; with `link` sealed when the caller knows the visitor's link. The first one queued stays. */
  balanceReminder(tx: Executor, booking: { id: number; balanceDueOn: string | null }, link?: string): Promise<number>;
  /** Staff's e-mail of a refused webhook (its provider_events row), once per event. */
  paymentRefused(tx: Executor, providerEventId: number): Promise<number>;
}

/** Without SMTP_URL nothing is queued: the panel shows every payment either way. */
export function createPaymentOutbox(options: { smtpUrl?: string | undefined; notifyEmail?: string | undefined }): PaymentOutbox {
  if (!options.smtpUrl) return { paymentReceived: async () => 0, balanceReminder: async () => 0, paymentRefused: async () => 0 };
  const { notifyEmail } = options;
  return {
    async paymentReceived(tx, paymentId) {
      const dedupeKey = `payment:${paymentId}`;
      let queued = Number((await enqueueJob(tx, paymentReceivedVisitorJob, { paymentId }, { dedupeKey })).created);
      if (notifyEmail) queued += Number((await enqueueJob(tx, paymentReceivedStaffJob, { paymentId }, { dedupeKey })).created);
      return queued;
    },
    async balanceReminder(tx, booking, link) {
      if (!booking.balanceDueOn) return 0;
      const payload = { bookingId: booking.id, ...(link ? { link } : {}) };
      return Number((await enqueueJob(tx, balanceReminderJob, payload, { runAt: balanceReminderAt(booking.balanceDueOn), dedupeKey: `booking:${booking.id}` })).created);
    },
    async paymentRefused(tx, providerEventId) {
      if (!notifyEmail) return 0;
      return Number((await enqueueJob(tx, paymentRefusedStaffJob, { providerEventId }, { dedupeKey: `provider-event:${providerEventId}` })).created);
    },
  };
}
