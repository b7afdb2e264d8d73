import { createHash, randomBytes } from 'node:crypto';
import { REQUEST_PAGE_PREFIX, REQUEST_TOKEN_PATTERN } from '../../../domain/api/visitor-requests';

/** A new link token: 32 bytes from the operating system's random source (256 bits), base64url. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token: its SHA-256 in hex. A token has 256 random bits, so a fast hash is
 * enough (nothing to guess from a dictionary), and a lookup by it is one unique index read.
 */
export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether the text can be a token at all: anything else is answered 404 without asking the database. */
export const isLinkTokenShaped = (token: string) => REQUEST_TOKEN_PATTERN.test(token);

/** The site's address for links: PUBLIC_URL when set, else the request's own origin, without a trailing slash. */
export const linkOrigin = (publicUrl: string | undefined, requestOrigin: string) => (publicUrl ?? requestOrigin).replace(/\/+$/, '');

/** The visitor page of a token and its calendar file, on `origin`. */
export function requestLinks(origin: string, token: string): { requestUrl: string; calendarUrl: string } {
  return { requestUrl: `${origin}${REQUEST_PAGE_PREFIX}${token}`, calendarUrl: `${origin}/api/requests/${token}/calendar.ics` };
}
