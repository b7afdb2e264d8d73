import { and, eq, sql } from 'drizzle-orm';
import type { QuoteFields } from '../../../domain/api/quotes';
import { changeSummary } from '../../../domain/quotes/change-summary';
import { isOpenQuote, type QuoteStatus } from '../../../domain/quotes/quote-status';
import type { Database, Executor } from '../../db/database';
import { quotes, quoteVersions, type QuoteRow } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { assertCurrentVersion } from '../row-versions/row-versions';
import { latestVersion, quoteDetail } from './quote-views';
import { versionValues } from './write-version';

/** The quote row locked for a write in `tx`; 404 when there is none. */
export async function lockQuote(tx: Executor, id: number): Promise<QuoteRow> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
  if (!row) throw notFound(`Quote ${id} was not found`);
  return row;
}

/** 409 in words when a quote is no longer open (accepted or withdrawn). */
export function assertOpen(row: QuoteRow, doing: string): void {
  if (!isOpenQuote(row.status as QuoteStatus)) throw conflict(`Quote ${row.reference} is ${row.status}, so it cannot be ${doing}`);
}

/**
 * Staff change a quote (decision 0057). A draft's only version is changed in place (nobody has seen it); a
 * sent quote gets a new version with what changed in words, and its link shows that one from now on. An
 * accepted or withdrawn quote is refused (409), and so is a write based on an older row version.
 */
export async function editQuote(db: Database, input: { id: number; fields: QuoteFields; expectedVersion: number | undefined; by: AuditActor; now: Date }): Promise<void> {
  const { id, fields, by, now } = input;
  await db.transaction(async (tx) => {
    const row = await lockQuote(tx, id);
    await assertCurrentVersion(tx, row, input.expectedVersion, async () => (await quoteDetail(tx, id, now)) ?? {});
    assertOpen(row, 'changed');
    const before = await latestVersion(tx, row);
    const values = await versionValues(tx, fields, now);
    let currentVersion = row.currentVersion;
    if (row.status === 'draft') {
      await tx.update(quoteVersions).set({ ...values, createdBy: by.id }).where(and(eq(quoteVersions.quoteId, id), eq(quoteVersions.version, before.version)));
    } else {
      currentVersion = before.version + 1;
      await tx.insert(quoteVersions).values({ quoteId: id, version: currentVersion, ...values, changeSummary: changeSummary(before, values), createdBy: by.id });
    }
    await tx
      .update(quotes)
      .set({
        customerName: fields.customerName,
        customerEmail: fields.customerEmail,
        customerPhone: fields.customerPhone ?? null,
        language: fields.language,
        regionId: fields.regionId ?? null,
        currentVersion,
        version: sql`${quotes.version} + 1`,
        updatedAt: now,
        updatedBy: by.email,
      })
      .where(eq(quotes.id, id));
    await recordAudit(tx, { user: by, action: 'update', entity: 'quote', entityId: id, after: { reference: row.reference, quoteVersion: currentVersion }, at: now });
  });
}
