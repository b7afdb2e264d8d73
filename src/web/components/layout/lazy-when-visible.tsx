import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children (typically a React.lazy component) only once the placeholder comes near the
 * viewport, so below-the-fold forms and their libraries stay out of the first load.
 */
export function LazyWhenVisible({ children, minHeight = 320, rootMargin = '600px' }: { children: ReactNode; minHeight?: number; rootMargin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

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
    <div ref={ref} data-lazy-section="" style={visible ? undefined : { minHeight }}>
      {visible && <Suspense fallback={<div style={{ minHeight }} aria-busy="true" />}>{children}</Suspense>}
    </div>
  );
}
