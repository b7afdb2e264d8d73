import { QUOTE_PAGE_PREFIX } from '../../../domain/api/quotes';
import type { SecretBox } from '../auth/secret-box';
import { isLinkTokenShaped, linkTokenHash, newLinkToken } from '../visitor-requests/link-tokens';

/**
 * A quote's link: the same 256-bit token, SHA-256 and shape check as a visitor's request link (decision 0056).
 * The hash is what a link is looked up by; the token is also kept sealed with SESSION_SECRET (auth/secret-box.ts),
 * so the link stays the same for the life of the quote (docs/product.md §10.1).
 */
export const newQuoteToken = newLinkToken;
export const quoteTokenHash = linkTokenHash;
export const isQuoteTokenShaped = isLinkTokenShaped;

export const quoteUrl = (origin: string, token: string): string => `${origin}${QUOTE_PAGE_PREFIX}${token}`;

/** A new token as a quote row keeps it: the hash to find it by and the token sealed. */
export function newQuoteLink(box: SecretBox): { token: string; tokenHash: string; tokenSealed: string } {
  const token = newQuoteToken();
  return { token, tokenHash: quoteTokenHash(token), tokenSealed: box.seal(token) };
}

/**
 * The quote's own token, opened from its sealed copy, when it still matches the hash the link is found by;
 * null for a quote made before tokens were kept, or sealed under another SESSION_SECRET.
 */
export function openQuoteToken(box: SecretBox, row: { tokenHash: string; tokenSealed: string | null }): string | null {
  const token = row.tokenSealed ? box.open(row.tokenSealed) : null;
  return token !== null && quoteTokenHash(token) === row.tokenHash ? token : null;
}
