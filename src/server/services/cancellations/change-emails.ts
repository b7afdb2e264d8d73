import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '../../../domain/language-codes';
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

/** The words filled into an e-mail: who, which flight, the amount and the refund sentence, the link opened. */
async function mailValues(db: Database, box: SecretBox, payload: ChangePayload, language: Language) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, payload.bookingId));
  if (!booking) return undefined;
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, booking.quoteId));
  if (!quote) return undefined;
  const [version] = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, booking.quoteId)).orderBy(desc(quoteVersions.version)).limit(1);
  const record = payload.change === 'cancelled' ? await cancellationRecordOf(db, booking.id) : undefined;
  const refundWords = REFUND_LINE[language];
  const owed = record?.refundCents ?? 0;
  const opened = payload.link ? box.open(payload.link) : null;
  return {
    quote,
    values: {
      name: quote.customerName,
      reference: quote.reference,
      route: routeOf(version),
      date: booking.flightDate,
      amount: formatVisitorAud(payload.amountCents ?? owed, language),
      refund: owed > 0 ? fillWords(refundWords.owed, { amount: formatVisitorAud(owed, language) }) : refundWords.none,
      link: opened ?? refundWords.useQuoteLink,
    },
  };
}

/** The handler: each e-mail made from the rows when it is sent (the visitor's in the quote's language, staff's in English). */
export function createBookingChangeSender(options: { db: Database; smtpUrl: string; notifyEmail?: string | undefined; publicUrl?: string | undefined; box: SecretBox }) {
  const { db, notifyEmail, box } = options;
  const transport = smtpTransport(options.smtpUrl);
  const from = `Charter Flights <${senderAddress(notifyEmail, options.publicUrl)}>`;
  const send = async (message: Parameters<typeof transport.sendMail>[0]) => {
    try {
      await transport.sendMail(message);
    } catch (error) {
      if (isPermanentSmtpFailure(error)) throw new PermanentJobError(error instanceof Error ? error.message : 'the mail server refused the message', { cause: error });
      throw error;
    }
  };
  return async (payload: ChangePayload) => {
    const staff = payload.audience === 'staff';
    const [row] = await db.select({ language: quotes.language }).from(bookings).innerJoin(quotes, eq(quotes.id, bookings.quoteId)).where(eq(bookings.id, payload.bookingId));
    const language = staff ? 'en' : languageOf(row?.language);
    const made = await mailValues(db, box, payload, language);
    if (!made) return;
    const mail = CHANGE_MAILS[language][payload.change];
    const subject = fillWords(mail.subject, made.values);
    const text = `${fillWords(mail.text, made.values)}\n\nCharter Flights\n`;
    if (staff) {
      if (notifyEmail) await send({ from, to: notifyEmail, replyTo: made.quote.customerEmail, subject: `[${made.quote.customerName}] ${subject}`, text });
      return;
    }
    await send({ from, to: made.quote.customerEmail, ...(notifyEmail ? { replyTo: notifyEmail } : {}), subject, text });
  };
}
