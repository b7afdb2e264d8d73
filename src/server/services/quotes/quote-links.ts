import { QUOTE_PAGE_PREFIX } from '../../../domain/api/quotes';
import { isLinkTokenShaped, linkTokenHash, newLinkToken } from '../visitor-requests/link-tokens';

/**
 * A quote's link: the same 256-bit token, SHA-256 and shape check as a visitor's request link (decision 0056);
 * only the hash is stored, so the url is answered to staff when it is issued (create, send) and never again.
 */
export const newQuoteToken = newLinkToken;
export const quoteTokenHash = linkTokenHash;
export const isQuoteTokenShaped = isLinkTokenShaped;

export const quoteUrl = (origin: string, token: string): string => `${origin}${QUOTE_PAGE_PREFIX}${token}`;
