import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTES_NAMESPACE } from '../../../lib/request-failure';

/** A calendar that never says it has loaded (blocked, very slow) is shown anyway after this long, with a word why. */
const FRAME_PATIENCE_MS = 12_000;

interface CalendarFrameProps {
  /** The frame itself (the operator's calendar or the staff HTML document). */
  children: ReactNode;
  /** 'Open in New Tab' for the calendar's own page; null when it has none (staff HTML only). */
  openInNewTab: ReactNode;
}

/**
 * The operator's booking calendar inside a box of the site's own theme: until the frame has loaded, the box
 * shows a loading line in the theme's colours instead of an empty (in dark mode, glaring white) rectangle;
 * under it, 'Open in New Tab' for visitors whose browser will not show the calendar framed.
 */
export function CalendarFrame({ children, openInNewTab }: CalendarFrameProps) {
  const { t } = useTranslation(['booking', NOTES_NAMESPACE]);
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'slow'>('loading');
  const loaded = state !== 'loading';

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // A frame's load event does not bubble, but it passes its ancestors while capturing.
    const done = () => setState('loaded');
    element.addEventListener('load', done, true);
    // Never "Loading" for ever: after a while the frame is shown as it is, and the visitor told what to do.
    const timer = window.setTimeout(() => setState((now) => (now === 'loading' ? 'slow' : now)), FRAME_PATIENCE_MS);
    return () => {
      element.removeEventListener('load', done, true);
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <div className="flex flex-col gap-2">
      <div ref={box} className="relative overflow-hidden rounded-lg border bg-muted p-1.5" data-testid="booking-frame-box" aria-busy={!loaded}>
        {!loaded && (
          <p role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-sm text-muted-foreground">
            <LoaderCircle className="size-6 animate-spin motion-reduce:animate-none" aria-hidden />
            {t('booking.frameLoading')}
          </p>
        )}
        <div className={loaded ? undefined : 'invisible'}>{children}</div>
      </div>
      {state === 'slow' && (
        <p role="status" className="text-sm text-muted-foreground" data-testid="booking-frame-slow">
          {t('frameSlow', { ns: NOTES_NAMESPACE })}
        </p>
      )}
      {openInNewTab && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {t('booking.frameFallback')} {openInNewTab}
        </p>
      )}
    </div>
  );
}
