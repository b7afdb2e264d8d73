import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatVisitorAud } from '../../../domain/money';
import type { Database, Executor } from '../../db/database';
import { bookings, jobs, quotes, quoteVersions } from '../../db/schema';
import { enqueueJob } from '../../jobs/enqueue';
import { defineJob } from '../../jobs/job-definition';
import { PermanentJobError } from '../../jobs/registry';
import type { SecretBox } from '../auth/secret-box';
import { isPermanentSmtpFailure, senderAddress, smtpTransport } from '../notifications/inquiry-mailer';
import { languageOf } from '../payments/payment-words';
import { routeOf } from '../payments/quote-booking';
import { quoteEmailJob } from '../quotes/quote-emails';
import { cancellationRecordOf } from './cancellation-view';
import { BOOKING_CHANGES, CHANGE_MAILS, REFUND_LINE, type BookingChange } from './change-email-words';
import { fillWords } from './cancellation-words';

const MAIL_RETRY = { minDelayMs: 30_000, factor: 2, maxDelayMs: 60 * 60_000 };

/** One e-mail of a booking's change; `link` is the quote's link sealed (auth/secret-box.ts), never in the clear. */
export const bookingChangeJob = defineJob({
  kind: 'email.booking-change',
  payload: z.object({ bookingId: z.number().int().positive(), change: z.enum(BOOKING_CHANGES), audience: z.enum(['visitor', 'staff']), amountCents: z.number().int().optional(), link: z.string().max(4000).optional() }),
  retry: MAIL_RETRY,
});
type ChangePayload = z.infer<typeof bookingChangeJob.payload>;

export interface BookingChangeOutbox {
  /** Queues the visitor's e-mail (with the sealed link when known) and staff's, once per booking, change and key. */
  queue(tx: Executor, input: { bookingId: number; change: BookingChange; key: string; amountCents?: number; sealedLink?: string; staff?: boolean }): Promise<void>;
}

/** Without SMTP_URL nothing is queued: the panel shows every change either way. */
export function createBookingChangeOutbox(options: { smtpUrl?: string | undefined; notifyEmail?: string | undefined }): BookingChangeOutbox {
  return {
    async queue(tx, { bookingId, change, key, amountCents, sealedLink, staff = true }) {
      if (!options.smtpUrl) return;
      const base = { bookingId, change, ...(amountCents === undefined ? {} : { amountCents }) };
      await enqueueJob(tx, bookingChangeJob, { ...base, audience: 'visitor', ...(sealedLink ? { link: sealedLink } : {}) }, { dedupeKey: `${bookingId}:${change}:${key}:visitor` });
      if (staff && options.notifyEmail) await enqueueJob(tx, bookingChangeJob, { ...base, audience: 'staff' }, { dedupeKey: `${bookingId}:${change}:${key}:staff` });
    },
  };
}

/**
 * The quote's link as its last e-mail carried it, still sealed: staff never see a quote's token after it is
 * issued, so a weather e-mail re-uses the sealed link of the quote's own e-mails (decision 0060).
 */
export async function sealedQuoteLink(tx: Executor, quoteId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, quoteEmailJob.kind), sql`(${jobs.payload}->>'quoteId')::int = ${quoteId}`, sql`${jobs.payload} ? 'link'`))
    .orderBy(desc(jobs.id))
    .limit(1);
  return (row?.payload as { link?: string } | undefined)?.link;
}

/** The handler: each e-mail made from the rows when it is sent. */
export function createBookingChangeSender(options: { db: Database; smtpUrl: string; notifyEmail?: string | undefined; publicUrl?: string | undefined; box: SecretBox }) {
  const { db, notifyEmail, box } = options;
  const transport = smtpTransport(options.smtpUrl);
  const from = `Charter Flights <${senderAddress(notifyEmail, options.publicUrl)}>`;
  return async (payload: ChangePayload) => {
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, payload.bookingId));
    if (!booking) return;
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, booking.quoteId));
    const [version] = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, booking.quoteId)).orderBy(desc(quoteVersions.version)).limit(1);
    if (!quote) return;
    const staff = payload.audience === 'staff';
    const language = staff ? 'en' : languageOf(quote.language);
    const record = payload.change === 'cancelled' ? await cancellationRecordOf(db, booking.id) : undefined;
    const refundWords = REFUND_LINE[language];
    const owed = record?.refundCents ?? 0;
    const values = {
      name: quote.customerName,
      reference: quote.reference,
      route: routeOf(version),
      date: booking.flightDate,
      amount: formatVisitorAud(payload.amountCents ?? owed, language),
      refund: owed > 0 ? fillWords(refundWords.owed, { amount: formatVisitorAud(owed, language) }) : refundWords.none,
      link: (payload.link ? box.open(payload.link) : null) ?? refundWords.useQuoteLink,
    };
    const mail = CHANGE_MAILS[language][payload.change];
    const subject = fillWords(mail.subject, values);
    const text = `${fillWords(mail.text, values)}\n\nCharter Flights\n`;
    const to = staff ? notifyEmail : quote.customerEmail;
    if (!to) return;
    try {
      await transport.sendMail({ from, to, subject: staff ? `[${quote.customerName}] ${subject}` : subject, text, replyTo: staff ? quote.customerEmail : notifyEmail });
    } catch (error) {
      if (isPermanentSmtpFailure(error)) throw new PermanentJobError(error instanceof Error ? error.message : 'the mail server refused the message', { cause: error });
      throw error;
    }
  };
}
