import { eq } from 'drizzle-orm';
import { DEFAULT_CANCELLATION_BANDS, type QuoteTerms } from '../../../domain/quotes/quote-shapes';
import type { Executor } from '../../db/database';
import { salesSettings, type SalesSettingsRow } from '../../db/schema';

/** The terms a new quote version copies, and how long it holds, as the operator's settings say now. */
export interface SalesTerms {
  terms: QuoteTerms;
  quoteValidDays: number;
}

export const termsOf = (row: SalesSettingsRow | undefined): SalesTerms => ({
  quoteValidDays: row?.quoteValidDays ?? 7,
  terms: {
    cancellationBands: row?.cancellationBands ?? DEFAULT_CANCELLATION_BANDS,
    depositPercent: row?.depositPercent ?? 30,
    fullPaymentWithinDays: row?.fullPaymentWithinDays ?? 14,
    balanceDueDaysBefore: row?.balanceDueDaysBefore ?? 14,
    weatherPolicy: 'refund-or-rebook',
  },
});

/** The account visitors transfer to: null until the terms of sale hold its name, BSB and number, all three. */
export function bankDetailsOf(row: SalesSettingsRow | undefined): { accountName: string; bsb: string; accountNumber: string } | null {
  const accountName = row?.bankAccountName?.trim();
  const bsb = row?.bankBsb?.trim();
  const accountNumber = row?.bankAccountNumber?.trim();
  return accountName && bsb && accountNumber ? { accountName, bsb, accountNumber } : null;
}

export async function readSalesSettings(db: Executor): Promise<SalesSettingsRow | undefined> {
  const [row] = await db.select().from(salesSettings).where(eq(salesSettings.id, 1));
  return row;
}

export async function readSalesTerms(db: Executor): Promise<SalesTerms> {
  return termsOf(await readSalesSettings(db));
}
