import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children (typically a React.lazy component) only once the placeholder comes near the
 * viewport, so below-the-fold forms and their libraries stay out of the first load. `eager` renders them at
 * once: in a partner's frame, a section that mounted while the partner page scrolled would grow the frame
 * under the visitor's finger. `id` names the place, so a link elsewhere on the page can bring it near.
 */
export function LazyWhenVisible({ children, minHeight = 320, rootMargin = '600px', eager = false, id }: { children: ReactNode; minHeight?: number; rootMargin?: string; eager?: boolean; id?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(eager);

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  return (
    <div ref={ref} id={id} data-lazy-section="" style={visible ? undefined : { minHeight }}>
      {visible && <Suspense fallback={<div style={{ minHeight }} aria-busy="true" />}>{children}</Suspense>}
    </div>
  );
}
