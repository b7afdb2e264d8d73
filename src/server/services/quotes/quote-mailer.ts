import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { quoteAcceptances, quotes } from '../../db/schema';
import { PermanentJobError } from '../../jobs/registry';
import type { SecretBox } from '../auth/secret-box';
import { outboxSender } from '../notifications/inquiry-mailer';
import { languageOfQuote } from './accept-quote';
import { quoteCalendarFile } from './quote-calendar';
import type { QuoteEmailRef } from './quote-emails';
import { quoteAcceptedEmail, quoteAcceptedStaffEmail, quoteSentEmail } from './quote-mail-texts';
import { latestVersion } from './quote-views';

/**
 * Sends one queued quote e-mail (quote-emails.ts) through SMTP_URL, made from the stored quote when it is sent.
 * A refused recipient ends the job; anything else is tried again. A quote deleted meanwhile gets no e-mail.
 */
export function createQuoteMailer(options: { db: Database; smtpUrl: string; notifyEmail?: string | undefined; publicUrl?: string | undefined; box: SecretBox; now: () => Date }) {
  const { db, notifyEmail, publicUrl, box } = options;
  const { from, send } = outboxSender(options.smtpUrl, notifyEmail, publicUrl);

  return async ({ quoteId, email, link }: QuoteEmailRef): Promise<void> => {
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    if (!quote) return;
    const version = await latestVersion(db, quote);
    const language = languageOfQuote(quote.language);
    const url = link ? box.open(link) : null;
    const replyTo = notifyEmail ? { replyTo: notifyEmail } : {};
    if (email === 'accepted-staff') {
      if (!notifyEmail) return;
      const [acceptance] = await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, quoteId));
      await send({ from, to: notifyEmail, replyTo: quote.customerEmail, ...quoteAcceptedStaffEmail(quote, version, acceptance?.name ?? quote.customerName, publicUrl) });
      return;
    }
    // A link sealed under another SESSION_SECRET cannot be opened: without it the e-mail would be useless.
    if (!url) throw new PermanentJobError('the quote link in this job cannot be opened (SESSION_SECRET changed?)');
    if (email === 'sent') {
      await send({ from, to: quote.customerEmail, ...replyTo, ...quoteSentEmail(quote, version, language, url) });
      return;
    }
    const ics = quoteCalendarFile(quote, version, language, { url, host: new URL(url).hostname }, options.now());
    await send({
      from,
      to: quote.customerEmail,
      ...replyTo,
      ...quoteAcceptedEmail(quote, version, language, url),
      attachments: [{ filename: `${quote.reference}.ics`, content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
    });
  };
}
