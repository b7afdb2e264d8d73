import { z } from 'zod';
import type { Executor } from '../../db/database';
import { enqueueJob } from '../../jobs/enqueue';
import { defineJob } from '../../jobs/job-definition';
import type { SecretBox } from '../auth/secret-box';

/** As the inquiry e-mails: ten attempts from 30 s up to an hour apart ride out a mail server's outage. */
const MAIL_RETRY = { minDelayMs: 30_000, factor: 2, maxDelayMs: 60 * 60_000 };

/**
 * One e-mail about a quote: the quote sent to the visitor (with its link), or its acceptance to the visitor
 * (with the flight as an .ics) and to staff. The link rides sealed (auth/secret-box.ts): the jobs table never
 * holds a token in the clear.
 */
export const quoteEmailSchema = z.object({
  quoteId: z.number().int().positive(),
  email: z.enum(['sent', 'accepted-visitor', 'accepted-staff']),
  link: z.string().max(4000).optional(),
});
export type QuoteEmailRef = z.infer<typeof quoteEmailSchema>;
export const quoteEmailJob = defineJob({ kind: 'email.quote', payload: quoteEmailSchema, maxAttempts: 10, retry: MAIL_RETRY, timeoutMs: 60_000 });

/** What the quote services put in the outbox, through the caller's transaction; each answers whether anything was queued. */
export interface QuoteEmails {
  quoteSent(tx: Executor, input: { quoteId: number; version: number; url: string; at: Date }): Promise<boolean>;
  quoteAccepted(tx: Executor, input: { quoteId: number; url: string }): Promise<boolean>;
}

/** Without SMTP_URL nothing is queued (staff copy the link from the answer); with it, one job per e-mail, deduplicated. */
export function createQuoteEmails(options: { smtpUrl?: string | undefined; notifyEmail?: string | undefined; box: SecretBox }): QuoteEmails {
  const { smtpUrl, notifyEmail, box } = options;
  return {
    async quoteSent(tx, { quoteId, version, url, at }) {
      if (!smtpUrl) return false;
      // Each send is a new e-mail: the key holds the version and the moment, never the token.
      const dedupeKey = `${quoteId}:sent:${version}:${at.getTime()}`;
      return (await enqueueJob(tx, quoteEmailJob, { quoteId, email: 'sent', link: box.seal(url) }, { dedupeKey })).created;
    },
    async quoteAccepted(tx, { quoteId, url }) {
      if (!smtpUrl) return false;
      const visitor = await enqueueJob(tx, quoteEmailJob, { quoteId, email: 'accepted-visitor', link: box.seal(url) }, { dedupeKey: `${quoteId}:accepted-visitor` });
      if (notifyEmail) await enqueueJob(tx, quoteEmailJob, { quoteId, email: 'accepted-staff' }, { dedupeKey: `${quoteId}:accepted-staff` });
      return visitor.created;
    },
  };
}
