import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { quotes } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { assertOpen, lockQuote } from './edit-quote';
import type { SecretBox } from '../auth/secret-box';
import { newQuoteLink, openQuoteToken, quoteUrl } from './quote-links';
import type { QuoteEmails } from './quote-emails';
import { quoteSent } from '../webhooks/business-events';

/**
 * Sends a draft or sent quote: status sent and, with SMTP, the e-mail with the link through the durable outbox
 * in the same transaction. The link is the quote's own for life (docs/product.md §10.1): a re-send after an
 * edit answers the same url, which shows the latest version. Only a quote whose token cannot be opened (made
 * before tokens were kept, or SESSION_SECRET changed) gets a new one here, so staff always get a working url.
 */
export async function sendQuote(db: Database, input: { id: number; by: AuditActor; origin: string; now: Date; emails: QuoteEmails; box: SecretBox }): Promise<{ url: string; emailed: boolean }> {
  const { id, by, now, box } = input;
  return db.transaction(async (tx) => {
    const row = await lockQuote(tx, id);
    assertOpen(row, 'sent');
    const kept = openQuoteToken(box, row);
    const link = kept === null ? newQuoteLink(box) : null;
    const url = quoteUrl(input.origin, kept ?? link!.token);
    await tx
      .update(quotes)
      .set({ status: 'sent', ...(link ? { tokenHash: link.tokenHash, tokenSealed: link.tokenSealed } : {}), sentAt: now, version: sql`${quotes.version} + 1`, updatedAt: now, updatedBy: by.email })
      .where(eq(quotes.id, id));
    await recordAudit(tx, { user: by, action: 'send', entity: 'quote', entityId: id, after: { reference: row.reference, quoteVersion: row.currentVersion, newLink: link !== null }, at: now });
    const emailed = await input.emails.quoteSent(tx, { quoteId: id, version: row.currentVersion, url, at: now });
    await quoteSent(tx, { id, reference: row.reference, version: row.currentVersion }, now);
    return { url, emailed };
  });
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
