import { BOOKING_POPUP } from './constants';

export type OpenOutcome = 'popup' | 'navigated' | 'blocked';

/**
 * The plain variant's Book Now (SPEC §2): a 1200x800 popup; when the browser blocks it, this window (the
 * top one when framed) goes to the booking page instead; when even that is refused, the caller falls back.
 */
export function openBookingWindow(url: string, win: Window = window): OpenOutcome {
  const left = Math.max(0, Math.round((win.screen.width - BOOKING_POPUP.width) / 2));
  const top = Math.max(0, Math.round((win.screen.height - BOOKING_POPUP.height) / 2));
  const features = `width=${BOOKING_POPUP.width},height=${BOOKING_POPUP.height},left=${left},top=${top},scrollbars=yes,resizable=yes`;
  let popup: Window | null = null;
  try {
    popup = win.open(url, 'charter-flight-booking', features);
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
