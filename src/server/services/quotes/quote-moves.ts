import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { quotes } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { assertOpen, lockQuote } from './edit-quote';
import { newQuoteToken, quoteTokenHash, quoteUrl } from './quote-links';
import type { QuoteEmails } from './quote-emails';

/**
 * Sends a draft or sent quote: status sent, a new link token (its hash replaces the old one, so only the
 * newest link opens the quote and staff can always get a working url), and, with SMTP, the e-mail with the
 * link through the durable outbox in the same transaction. Answers the url.
 */
export async function sendQuote(db: Database, input: { id: number; by: AuditActor; origin: string; now: Date; emails: QuoteEmails }): Promise<{ url: string; emailed: boolean }> {
  const { id, by, now } = input;
  const token = newQuoteToken();
  const url = quoteUrl(input.origin, token);
  const emailed = await db.transaction(async (tx) => {
    const row = await lockQuote(tx, id);
    assertOpen(row, 'sent');
    await tx
      .update(quotes)
      .set({ status: 'sent', tokenHash: quoteTokenHash(token), sentAt: now, version: sql`${quotes.version} + 1`, updatedAt: now, updatedBy: by.email })
      .where(eq(quotes.id, id));
    await recordAudit(tx, { user: by, action: 'send', entity: 'quote', entityId: id, after: { reference: row.reference, quoteVersion: row.currentVersion }, at: now });
    return input.emails.quoteSent(tx, { quoteId: id, version: row.currentVersion, url, at: now });
  });
  return { url, emailed };
}

/** Withdraws a draft or sent quote: its link then answers 410 in words; accepted or withdrawn already is 409. */
export async function withdrawQuote(db: Database, input: { id: number; by: AuditActor; now: Date }): Promise<void> {
  const { id, by, now } = input;
  await db.transaction(async (tx) => {
    const row = await lockQuote(tx, id);
    assertOpen(row, 'withdrawn');
    await tx
      .update(quotes)
      .set({ status: 'withdrawn', withdrawnAt: now, version: sql`${quotes.version} + 1`, updatedAt: now, updatedBy: by.email })
      .where(eq(quotes.id, id));
    await recordAudit(tx, { user: by, action: 'withdraw', entity: 'quote', entityId: id, after: { reference: row.reference }, at: now });
  });
}
