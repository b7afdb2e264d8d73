/**
 * A quote's life (docs/product.md §10.1): draft -> sent -> accepted; a draft or sent quote can be withdrawn.
 * "Expired" is never stored: it is read from the latest version's expiresAt, so a quote expires on time
 * without any job having to run (decision 0057).
 */
export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What staff and the visitor see: the stored status, or expired for an open quote past its time. */
export const QUOTE_SHOWN_STATUSES = ['draft', 'sent', 'accepted', 'withdrawn', 'expired'] as const;
export type QuoteShownStatus = (typeof QUOTE_SHOWN_STATUSES)[number];

const MOVES: Record<QuoteStatus, readonly QuoteStatus[]> = {
  draft: ['sent', 'withdrawn'],
  // Sending again (after an edit) keeps the same link; it stays sent.
  sent: ['sent', 'accepted', 'withdrawn'],
  accepted: [],
  withdrawn: [],
};

export const canMoveQuote = (from: QuoteStatus, to: QuoteStatus): boolean => MOVES[from].includes(to);

/** Whether a quote can still be changed, sent or withdrawn (its time may have run out: staff can extend it). */
export const isOpenQuote = (status: QuoteStatus): boolean => status === 'draft' || status === 'sent';

/** The status shown: an open quote whose latest version's expiresAt has passed reads as expired. */
export function shownQuoteStatus(status: QuoteStatus, expiresAt: Date, now: Date): QuoteShownStatus {
  if (isOpenQuote(status) && expiresAt.getTime() <= now.getTime()) return 'expired';
  return status;
}
