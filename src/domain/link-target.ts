/**
 * The one rule for every address the product stores and later puts into an href, src or iframe: an
 * absolute http(s) URL, or (where allowed) a path on this site. Shared by the server's schemas and the web
 * app, so both decide "same site" the same way.
 */

/**
 * Control characters (C0, DEL, C1), invisible format characters (zero-width, bidi overrides, BOM) and any
 * Unicode space or line break. Browsers silently drop tabs and newlines inside a URL and trim C0 and spaces
 * at its ends, so `/\t/evil.example` becomes `//evil.example`: what is checked must be what is followed.
 */
const SPACE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Z}\s]/u;

export const hasSpaceOrControl = (value: string): boolean => SPACE_OR_CONTROL.test(value);

export const spaceOrControlMessage = (label: string): string => `${label} must not contain spaces or control characters`;

/** A stand-in origin for "this site": a reserved name that can never be a real host. */
const SITE_ORIGIN = 'https://site.invalid';

/** Whether `value` resolved against `origin` stays on `origin` (no parse error, no other host). */
export function resolvesToOrigin(value: string, origin: string): boolean {
  try {
    return new URL(value, origin).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/**
 * A path on this site: starts with exactly one '/' and, resolved against the site's origin, stays there.
 * The resolution is the judge (it is what the browser does): `//evil`, `/\evil` and `\/evil` leave it.
 * A path that normalises to `//…` (`/.//evil`) is refused too: copied on as a relative link, it would leave.
 */
export function isSameSitePath(value: string): boolean {
  if (hasSpaceOrControl(value) || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  try {
    const url = new URL(value, SITE_ORIGIN);
    return url.origin === SITE_ORIGIN && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** An absolute web address written out as http:// or https:// (never javascript:, data:, or `https:\\evil`). */
export function isWebAddress(value: string): boolean {
  if (hasSpaceOrControl(value) || !/^https?:\/\/[^/\\]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The link rule itself: a web address, or a path on this site when `allowRelative`. */
export function isLinkTarget(value: string, allowRelative: boolean): boolean {
  return isWebAddress(value) || (allowRelative && isSameSitePath(value));
}
