import { useEffect, useState } from 'react';

// The viewport stretched far downward: an element leaves it only by scrolling out over the top, however
// fast (a fling or a jump past the whole element still counts).
const ABOVE_VIEWPORT = '0px 0px 1000000px 0px';

/**
 * True once `element` has scrolled out of view above the viewport, and while the page footer is not in
 * view (so that what this reveals never covers the footer's controls). IntersectionObserver: no scroll
 * listener, nothing measured on the main thread.
 */
export function useScrolledPast(element: HTMLElement | null): boolean {
  const [past, setPast] = useState(false);
  const [footerShown, setFooterShown] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const above = new IntersectionObserver((entries) => setPast(!entries[entries.length - 1]!.isIntersecting), { rootMargin: ABOVE_VIEWPORT });
    const footer = new IntersectionObserver((entries) => setFooterShown(entries[entries.length - 1]!.isIntersecting));
    above.observe(element);
    const footerElement = document.querySelector('footer');
    if (footerElement) footer.observe(footerElement);
    return () => {
      above.disconnect();
      footer.disconnect();
      setPast(false);
    };
  }, [element]);
  return past && !footerShown;
}
