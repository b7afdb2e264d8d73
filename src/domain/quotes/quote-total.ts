import type { QuoteLine } from './quote-shapes';

/** The quote's total in integer cents: the sum of its lines, computed by the server only (never sent by a client). */
export const quoteTotalCents = (lines: readonly Pick<QuoteLine, 'amountCents'>[]): number => lines.reduce((sum, line) => sum + line.amountCents, 0);
