import { isHostFramed, postHeightToHost } from './host-bridge';

// Its own module, loaded only inside a partner's frame: the booking site's first load does not carry it.

/** How long the page must keep one height before its first report, and the longest the first report waits. */
export const SETTLE = { quietMs: 400, maxMs: 4000 } as const;

/**
 * Keeps the embedding frame exactly as tall as the page, so it never shows a scrollbar of its own. The
 * body's own height is measured (not the document's scrollHeight, which never drops below the frame's
 * height), so the frame shrinks again when the content does.
 *
 * The first report waits until the page has settled (one height for `quietMs` with no part still loading,
 * `aria-busy`; at most `maxMs` after the start): while the widget loads, its skeleton and then its
 * sections would move the partner's page three or four times. After that every change is reported at
 * once: it follows something the visitor did.
 */
export function reportHeightToHost() {
  if (!isHostFramed() || typeof ResizeObserver === 'undefined') return;
  let last = 0;
  let settled = false;
  let quiet: number | undefined;
  const send = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last || height === 0) return;
    last = height;
    postHeightToHost(height);
  };
  const settle = (force: boolean) => {
    if (settled) return;
    if (!force && document.querySelector('[aria-busy="true"]')) return report();
    settled = true;
    window.clearTimeout(quiet);
    send();
  };
  const report = () => {
    if (settled) return send();
    window.clearTimeout(quiet);
    quiet = window.setTimeout(() => settle(false), SETTLE.quietMs);
  };
  new ResizeObserver(report).observe(document.body);
  window.setTimeout(() => settle(true), SETTLE.maxMs);
  report();
}
