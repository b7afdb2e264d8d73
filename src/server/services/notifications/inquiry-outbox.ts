import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/database';
import { enqueueJob } from '../../jobs/enqueue';
import { staffNoticeJob, visitorConfirmationJob, type InquiryRef } from './inquiry-email-jobs';

/**
 * A confirmation goes to whatever address a visitor typed, so the form must not become a way to mail
 * strangers: at most this many confirmations per address per hour (the public POST limit bounds the rest).
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export interface InquiryOutbox {
  /** True when visitors get a confirmation e-mail (SMTP_URL is set). */
  readonly confirmsToVisitors: boolean;
  /**
   * Puts the e-mails of a new inquiry in the outbox (with `link`, the visitor's link to it sealed by the
   * app's secret box, for the visitor's confirmation) through `tx`, the transaction that stores it: both
   * commit or neither. Resolves to how many e-mails were queued; the caller wakes the job runner after
   * the commit. Without SMTP_URL it queues nothing (inquiries are in the admin inbox either way).
   */
  enqueue(tx: Executor, inquiry: InquiryRef & { email: string; link?: string | undefined }): Promise<number>;
}

export function createInquiryOutbox(options: { smtpUrl?: string | undefined; notifyEmail?: string | undefined }): InquiryOutbox {
  if (!options.smtpUrl) return { confirmsToVisitors: false, enqueue: async () => 0 };
  const { notifyEmail } = options;
  // Per instance, as the limit was before the outbox: it bounds abuse, it is not a promise.
  const confirmationsPerAddress = new LRUCache<string, number>({ max: 10_000, ttl: HOUR_MS, ttlAutopurge: false });

  const mayConfirm = (email: string) => {
    const address = email.trim().toLowerCase();
    if (!address) return false;
    const sent = confirmationsPerAddress.get(address) ?? 0;
    if (sent >= CONFIRMATIONS_PER_ADDRESS_PER_HOUR) return false;
    // Keeps the first one's expiry, so the hour is counted from the first confirmation.
    confirmationsPerAddress.set(address, sent + 1, { noUpdateTTL: sent > 0 });
    return true;
  };

  return {
    confirmsToVisitors: true,
    async enqueue(tx, { email, link, ...ref }) {
      // One job per e-mail and inquiry, whatever retries the request had.
      const dedupeKey = `${ref.inquiry}:${ref.id}`;
      let queued = 0;
      if (notifyEmail) queued += Number((await enqueueJob(tx, staffNoticeJob, ref, { dedupeKey })).created);
      // The visitor's link rides with its own e-mail only, sealed (the staff notice has no use for it).
      if (mayConfirm(email)) queued += Number((await enqueueJob(tx, visitorConfirmationJob, { ...ref, ...(link ? { link } : {}) }, { dedupeKey })).created);
      return queued;
    },
  };
}
