/**
 * The sandboxes of the booking area's two frames, side by side so that they are read (and reviewed)
 * together. Neither ever gets `allow-top-navigation`: a frame may take the visitor's tab elsewhere only
 * when the visitor clicked in it.
 */

/**
 * Staff-pasted HTML runs only here: scripts and forms yes, the page's origin never (docs/architecture.md "Security
 * model").
 */
export const STAFF_HTML_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * The operator's booking calendar (a destination's bookingUrl): the least a hosted calendar needs. Its
 * scripts and forms; its own origin (allow-same-origin keeps the CALENDAR's origin, for its cookies and
 * storage: harmless while that origin is not ours); payment and help windows; and leaving for its
 * checkout in the whole tab only after a click in the frame.
 */
export const CALENDAR_FRAME_SANDBOX =
  'allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

/** True when `url` loads a document of an origin other than `pageOrigin` (unparsable or opaque counts as not). */
function framesAnotherOrigin(url: string, pageOrigin: string): boolean {
  try {
    const origin = new URL(url, pageOrigin).origin;
    return origin !== 'null' && origin !== new URL(pageOrigin).origin;
  } catch {
    return false;
  }
}

/**
 * The calendar frame's sandbox for `url` on a page of `pageOrigin`. A calendar address that resolves to
 * this site (a same-site path staff may enter) loses allow-same-origin: with scripts, it could otherwise
 * reach into the page that frames it and remove its own sandbox.
 */
export function calendarFrameSandbox(url: string, pageOrigin: string): string {
  if (framesAnotherOrigin(url, pageOrigin)) return CALENDAR_FRAME_SANDBOX;
  return CALENDAR_FRAME_SANDBOX.split(' ')
    .filter((token) => token !== 'allow-same-origin')
    .join(' ');
}
