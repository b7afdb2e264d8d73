/**
 * What a page shows over time, recorded inside the page from its first byte: at every animation frame
 * after the DOM changed, the time, the shown option of each select and the estimate total, and, up to two
 * frames after the first contentful paint, the visible text (`innerText`, which leaves out scripts, hidden
 * elements and the boot data; empty in the later frames, where reading it only slowed the page measured).
 */
export interface PaintFrame {
  /** ms since navigation start (the frame callback's time, just before the paint it belongs to). */
  t: number;
  text: string;
  selects: string[];
  total: string | null;
}

export interface PaintTimeline {
  frames: PaintFrame[];
  fcpMs: number | null;
  lcpMs: number | null;
}

declare global {
  interface Window {
    __paintTimeline?: PaintTimeline;
  }
}

/**
 * Runs in the page before any of its scripts (Playwright `addInitScript`). Plain JavaScript source: tsx
 * would wrap a compiled function's inner functions in a `__name` helper the page does not have.
 */
export const RECORD_PAINT_TIMELINE = `(() => {
  const timeline = { frames: [], fcpMs: null, lcpMs: null };
  window.__paintTimeline = timeline;
  let dirty = true;
  let textFrames = 2;
  new MutationObserver(() => { dirty = true; }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  const snapshot = (t) => {
    if (!dirty || !document.body) return;
    dirty = false;
    const selects = [...document.querySelectorAll('select')].map((s) => (s.selectedOptions[0] ? s.selectedOptions[0].text : ''));
    const total = document.querySelector('[data-testid="estimate-total"]');
    // The whole text is read until a frame after the first contentful paint: innerText lays the page out
    // at once, which on a 4x-slowed phone costs the page itself tens of milliseconds per frame.
    const text = textFrames > 0 ? document.body.innerText : '';
    if (timeline.fcpMs !== null && t > timeline.fcpMs) textFrames -= 1;
    timeline.frames.push({ t, text, selects, total: total ? total.textContent : null });
  };
  const frame = (t) => { snapshot(t); requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') timeline.fcpMs = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    if (entries.length) timeline.lcpMs = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/** The frame the first contentful paint showed: the last one recorded at or before it. */
export function frameAt(timeline: PaintTimeline, ms: number): PaintFrame | undefined {
  return timeline.frames.filter((f) => f.t <= ms).at(-1);
}

/** The first frame that satisfies `test`, if any. */
export const firstFrame = (timeline: PaintTimeline, test: (frame: PaintFrame) => boolean) => timeline.frames.find(test);
