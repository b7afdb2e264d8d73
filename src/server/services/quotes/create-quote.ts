import type { QuoteFields } from '../../../domain/api/quotes';
import type { Database } from '../../db/database';
import { quotes, quoteVersions } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import type { SecretBox } from '../auth/secret-box';
import { newQuoteLink, quoteUrl } from './quote-links';
import { versionValues } from './write-version';

/**
 * A new draft quote and its version 1, with the link token it keeps for life (its hash and, sealed, the token);
 * the url is answered here and by each send.
 */
export async function createQuote(
  db: Database,
  input: { fields: QuoteFields; inquiryReference?: string | null; by: AuditActor; origin: string; now: Date; box: SecretBox },
): Promise<{ id: number; url: string }> {
  const { fields, by, now } = input;
  const link = newQuoteLink(input.box);
  const id = await db.transaction(async (tx) => {
    const [quote] = await tx
      .insert(quotes)
      .values({
        tokenHash: link.tokenHash,
        tokenSealed: link.tokenSealed,
        inquiryReference: input.inquiryReference ?? null,
        regionId: fields.regionId ?? null,
        language: fields.language,
        customerName: fields.customerName,
        customerEmail: fields.customerEmail,
        customerPhone: fields.customerPhone ?? null,
        createdBy: by.id,
        updatedBy: by.email,
      })
      .returning({ id: quotes.id, reference: quotes.reference });
    await tx.insert(quoteVersions).values({ quoteId: quote!.id, version: 1, ...(await versionValues(tx, fields, now)), changeSummary: null, createdBy: by.id });
    await recordAudit(tx, { user: by, action: 'create', entity: 'quote', entityId: quote!.id, after: { reference: quote!.reference, inquiryReference: input.inquiryReference ?? null }, at: now });
    return quote!.id;
  });
  return { id, url: quoteUrl(input.origin, link.token) };
}
