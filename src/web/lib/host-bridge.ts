import { MESSAGE_SOURCE, type HostEvent, type HostEventDetails, type WidgetMessage } from '../../domain/embed-messages';
import { partnerId } from '../../domain/partner-id';

/**
 * The widget's side of /embed.js. The loader frames the widget with `parentOrigin` (and `partner`, `lang`,
 * prefill) in the address; the widget then posts its height and a few events to that origin only (never
 * '*'), and only while it really is framed. The partner id travels with booking clicks and inquiries.
 */
interface EmbedContext {
  parentOrigin: string | undefined;
  partner: string | undefined;
}

function readContext(): EmbedContext {
  if (typeof window === 'undefined') return { parentOrigin: undefined, partner: undefined };
  const params = new URLSearchParams(window.location.search);
  let parentOrigin: string | undefined;
  try {
    const origin = params.get('parentOrigin');
    if (origin && window.parent !== window) parentOrigin = new URL(origin).origin;
  } catch {
    parentOrigin = undefined; // not an address: stay silent rather than post anywhere
  }
  return { parentOrigin, partner: partnerId(params.get('partner')) };
}

// Read once at start: the app later rewrites its own query (region sync), the embedding stays the same.
const context = readContext();

/** True inside a partner page's frame made by /embed.js: the page then sizes to its content. */
export const isHostFramed = (): boolean => context.parentOrigin !== undefined;

/** The partner id of an embedded or popup visit, stored with booking clicks and inquiries. */
export const embedPartner = (): string | undefined => context.partner;

function post(message: WidgetMessage) {
  if (context.parentOrigin) window.parent.postMessage(message, context.parentOrigin);
}

/** Tells the embedding page about an estimate, a booking click or a sent inquiry (its analytics). */
export function postToHost<K extends HostEvent>(type: K, detail: HostEventDetails[K]) {
  post({ source: MESSAGE_SOURCE, type, detail } as WidgetMessage);
}

/** How long the page must keep one height before its first report, and the longest the first report waits. */
export const SETTLE = { quietMs: 400, maxMs: 4000 } as const;

/**
 * Keeps the embedding frame exactly as tall as the page, so it never shows a scrollbar of its own. The
 * body's own height is measured (not the document's scrollHeight, which never drops below the frame's
 * height), so the frame shrinks again when the content does.
 *
 * The first report waits until the page has settled (one height for `quietMs` with no part still loading,
 * `aria-busy`; at most `maxMs` after the start): while the widget loads, its skeleton and then its sections would move the partner's page three
 * or four times. After that every change is reported at once: it follows something the visitor did.
 */
export function reportHeightToHost() {
  if (!context.parentOrigin || typeof ResizeObserver === 'undefined') return;
  let last = 0;
  let settled = false;
  let quiet: number | undefined;
  const send = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last || height === 0) return;
    last = height;
    post({ source: MESSAGE_SOURCE, type: 'resize', height });
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
