import { BOOKING_POPUP } from './constants';

export type OpenOutcome = 'popup' | 'navigated' | 'blocked';

/** The window features of the booking popup (docs/product.md §2, §9): 1200x800, centred, scrollbars, resizable. */
export function popupFeatures(screen: { width: number; height: number }): string {
  const left = Math.max(0, Math.round((screen.width - BOOKING_POPUP.width) / 2));
  const top = Math.max(0, Math.round((screen.height - BOOKING_POPUP.height) / 2));
  return `width=${BOOKING_POPUP.width},height=${BOOKING_POPUP.height},left=${left},top=${top},scrollbars=yes,resizable=yes`;
}

/**
 * The plain variant's Book Now (docs/product.md §2): a 1200x800 popup; when the browser blocks it, this window (the
 * top one when framed) goes to the booking page instead; when even that is refused (a partner frame
 * sandboxed without allow-popups and allow-top-navigation), the caller falls back.
 */
export function openBookingWindow(url: string, win: Window = window): OpenOutcome {
  let popup: Window | null = null;
  try {
    popup = win.open(url, 'charter-flight-booking', popupFeatures(win.screen));
  } catch {
    popup = null;
  }
  if (popup) {
    popup.focus();
    return 'popup';
  }
  try {
    (win.top ?? win).location.assign(url);
    return 'navigated';
  } catch {
    return 'blocked';
  }
}

/**
 * Whether the booking dialog is a usable fallback here: at the top level or under the site's own pages.
 * Inside a partner's frame (the 1000x180 banner) the dialog could only fill the banner itself, far too
 * small for the full widget, so there the caller says 'Unable to open booking. Please allow popups.'.
 */
export function canFrameBookingPage(win: Window = window): boolean {
  try {
    const origin = win.location.origin;
    for (let current = win; current !== current.parent; current = current.parent) {
      // Reading a cross-origin ancestor's location throws; an opaque (sandboxed) origin never matches.
      if (origin === 'null' || current.parent.location.origin !== origin) return false;
    }
    return true;
  } catch {
    return false;
  }
}
