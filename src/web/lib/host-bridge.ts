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

/** Tells the embedding page the page's height (host-height.ts decides when). */
export function postHeightToHost(height: number) {
  post({ source: MESSAGE_SOURCE, type: 'resize', height });
}
