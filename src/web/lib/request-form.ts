/**
 * The page has one request form (the inquiry, which also carries a custom route). Other parts of the page
 * lead to it by this id, without importing the feature that renders it.
 */
export const REQUEST_FORM_ID = 'request-form';

/** Scrolls to the request form and moves focus to its heading; false when it is not on the page yet. */
export function goToRequestForm(): boolean {
  const form = document.getElementById(REQUEST_FORM_ID);
  if (!form) return false;
  const heading = form.querySelector<HTMLElement>('[data-request-form-heading]') ?? form;
  heading.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  heading.focus({ preventScroll: true });
  return true;
}

/** The request form's place on the page while its chunk has not loaded: bringing it near loads the form. */
export const REQUEST_FORM_PLACE_ID = 'request-form-place';

/**
 * Whether the visitor asks for a firm quote (the estimate card's "Ask for a Firm Quote"; docs/product.md §10).
 * It lives here, not in the form's lazy chunk, so the card can set it before the form has loaded.
 */
let firmQuote = false;
const listeners = new Set<() => void>();

export const firmQuoteAsked = (): boolean => firmQuote;

export function setFirmQuote(asked: boolean): void {
  firmQuote = asked;
  listeners.forEach((listener) => listener());
}

export function onFirmQuoteChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
