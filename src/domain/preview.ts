/*
 * Previewing a draft region (docs/decisions/0044): a staff member opens a visitor page with `?preview=1`;
 * the page's answer then sets this cookie for the browser session, and the server answers the public calls with the
 * draft regions too, only while the request also carries a live staff session. Without one the cookie
 * changes nothing.
 */
export const PREVIEW_COOKIE = 'cf-preview';
/** The query parameter a visitor page reads: `1` turns the preview on, `0` off. */
export const PREVIEW_PARAM = 'preview';
