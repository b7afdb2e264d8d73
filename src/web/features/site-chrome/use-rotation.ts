import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const media = window.matchMedia(REDUCED_MOTION);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * An index that advances every `intervalMs` over `count` items. It holds still while hovered or focused
 * (`hold`), while the visitor paused it, and when the system asks for reduced motion (WCAG 2.2.2).
 */
export function useRotation(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const running = count > 1 && !hovered && !focused && !paused && !reducedMotion;

  // One timeout per shown item, so a slide the visitor picks stays its full interval too.
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  const safeIndex = count > 0 ? index % count : 0;
  const goTo = useCallback((next: number) => setIndex(next), []);

  /** Spread on the rotating region: hover and keyboard focus hold the rotation. */
  const holdProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    index: safeIndex,
    goTo,
    running,
    /** The visitor's own pause (button); reduced motion is reported separately. */
    paused: paused || reducedMotion,
    reducedMotion,
    togglePaused: () => setPaused((p) => !p),
    holdProps,
  };
}
