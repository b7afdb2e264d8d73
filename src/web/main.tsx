import './styles.css';

/**
 * The page's own entry: it lets the browser paint what the server sent (the booking pages' first frame, see
 * src/server/plugins/first-frame-markup.ts) before React and the app take the main thread.
 * Preloading the app's chunks from the HTML was measured and dropped: on a slow link they compete with the
 * stylesheet and the hero image for the first paint (docs/decisions/0016-web-first-load.md).
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./app/start');
};
requestAnimationFrame(() => setTimeout(start, 0));
// rAF does not run in hidden tabs or throttled frames: never wait on it for long.
setTimeout(start, 100);
