import { useLayoutEffect } from 'react';

/**
 * The booking pages arrive with a first frame the server drew before `#root` (src/server/plugins/first-frame-markup.ts):
 * the header, the hero and the widget's heading and default route, readable before any script runs. The app
 * renders beside it and removes it in the same commit that shows the page itself, so the visitor goes from
 * the server's frame to the app's page without placeholders in between.
 */
export function retireFirstFrame() {
  document.getElementById('first-frame')?.remove();
}

/** Called by what replaces the frame: the booking page, or the error page when the app fails. */
export function useRetireFirstFrame() {
  useLayoutEffect(retireFirstFrame, []);
}
