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
