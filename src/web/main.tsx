import './styles.css';

/**
 * The page's own entry: it lets the browser paint what the server sent (the booking pages' first frame, see
 * src/server/plugins/first-frame-markup.ts) before React and the app take the network and the main thread.
 * Preloading the app's chunks from the HTML was measured and dropped: on a slow link they compete with the
 * stylesheet and the hero image for the first paint (docs/decisions/0016-web-first-load.md).
 */
const framed = document.getElementById('first-frame') !== null;
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./app/start');
  // The booking page is what a page with a frame shows: its chunks load beside the app's rather than after
  // the router asks for them, a round of network and compiling saved on a phone.
  if (framed) void import('./app/routes/booking-page');
};
// With the server's frame on the page, the app waits until the browser reports that frame painted: the paint
// entry comes once the frame is on screen, where requestAnimationFrame only says a frame is about to be drawn,
// so the app's chunks never hold the frame back. A page without a frame (the panel, the side pages) has
// nothing to show before the app and starts at once.
if (framed && typeof PerformanceObserver === 'function') {
  const painted = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    painted.disconnect();
    setTimeout(start, 0);
  });
  painted.observe({ type: 'paint', buffered: true });
  // A hidden tab paints nothing: never wait on the paint for long.
  setTimeout(start, 400);
} else {
  start();
}
