import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './toast-store';

export { toast, type ToastInput } from './toast-store';

const ToastView = lazy(() => import('./toast-view'));
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Mounts the toast UI once the visitor first interacts (every toast follows an action) or a toast is
 * raised, whichever comes first: Radix Toast stays out of the first load, and its live region is in the
 * page before the first message it has to announce.
 */
export function Toaster() {
  const pending = useToasts().length > 0;
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const mount = () => setInteracted(true);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, mount, { once: true, passive: true, capture: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, mount, { capture: true });
    };
  }, [interacted]);
  if (!interacted && !pending) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
