import { PREVIEW_COOKIE, PREVIEW_PARAM } from '../../domain/preview';

/**
 * A visitor page opened with ?preview=1 turns a staff preview of the draft regions on for this browser
 * session, ?preview=0 turns it off (docs/decisions/0044). The cookie only asks: the server shows drafts only
 * to a request that also carries a live staff session.
 */
export function applyPreviewParam(search: string = window.location.search): void {
  const value = new URLSearchParams(search).get(PREVIEW_PARAM);
  if (value === '1') document.cookie = `${PREVIEW_COOKIE}=1; path=/; SameSite=Lax`;
  else if (value === '0') leavePreview();
}

/** Ends the preview in this browser: the next answers are the public ones. */
export function leavePreview(): void {
  document.cookie = `${PREVIEW_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}
