import { PREVIEW_COOKIE } from '../../domain/preview';

/*
 * A visitor page opened with ?preview=1 gets the preview cookie from the server with the page itself
 * (server/plugins/draft-preview.ts, docs/decisions/0044), so the pages carry no code to start a preview.
 */

/** Ends the preview in this browser: the next answers are the public ones. */
export function leavePreview(): void {
  document.cookie = `${PREVIEW_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}
