/**
 * When the widget runs inside a partner's page through /embed.js, the loader passes `parentOrigin`
 * (and `partner`, `lang`) in the address. This is the widget's side of that conversation: it posts its
 * height and a few events to that origin only (never '*'), and says which partner brought the visitor.
 */
export type HostEvent = 'estimate' | 'book-click' | 'inquiry-submitted';

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
    parentOrigin = undefined;
  }
  const partner = params.get('partner')?.trim();
  // The same rule as the server's partnerSchema: a short slug.
  return { parentOrigin, partner: partner && /^[A-Za-z0-9._-]{1,100}$/.test(partner) ? partner : undefined };
}

const context = readContext();

/** The partner id of an embedded visit, stored with booking clicks and inquiries. */
export const embedPartner = (): string | undefined => context.partner;

/** Posts to the embedding page, when there is one. */
export function postToHost(type: HostEvent | 'resize', payload: Record<string, unknown>) {
  if (!context.parentOrigin) return;
  const message = type === 'resize' ? { source: 'charterflight', type, height: payload.height } : { source: 'charterflight', type, detail: payload };
  window.parent.postMessage(message, context.parentOrigin);
}

/** Keeps the embedding frame as tall as the page, so it never shows a scrollbar of its own. */
export function reportHeightToHost() {
  if (!context.parentOrigin || typeof ResizeObserver === 'undefined') return;
  let last = 0;
  const report = () => {
    const height = Math.ceil(document.documentElement.scrollHeight);
    if (height === last) return;
    last = height;
    postToHost('resize', { height });
  };
  new ResizeObserver(report).observe(document.body);
  report();
}
