import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { handlePopStateFirst } from '../../../lib/pop-state-first';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { inAppDestination, isPlainClick } from './link-leaving';
import { answerDiscard, confirmDiscard, hasUnsavedChanges, useDiscardQuestionOpen } from './unsaved-changes';

/** The Navigation API's part this guard uses (Chromium, Firefox and Safari have it; older browsers do not). */
interface TraverseEvent extends Event {
  navigationType: string;
  cancelable: boolean;
  destination: { key: string; sameDocument: boolean };
}
interface NavigationLike extends EventTarget {
  traverseTo(key: string): unknown;
}
const navigationApi = (): NavigationLike | undefined => (window as unknown as { navigation?: NavigationLike }).navigation;

/** The history index react-router keeps in each entry's state (`idx`), or undefined outside its entries. */
const historyIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/**
 * Mounted once in the panel: asks 'Discard unsaved changes?' before anything leaves a dirty form. The app
 * uses react-router's declarative router (no data router, so no useBlocker; docs/decisions/0016), and its
 * popstate listener would move the page before a plain listener of ours, so the ways out are caught where
 * they start: reload or close (beforeunload), links (a click listener that runs before the router's), and
 * back/forward: the Navigation API's cancelable 'navigate' event, which comes before popstate; where a
 * browser lacks that API, a popstate listener added before the router's (lib/pop-state-first) hides the
 * step from the router and steps back to where staff were. Either way, 'Discard' then replays the step.
 */
export function UnsavedChangesGuard() {
  const open = useDiscardQuestionOpen();
  const navigate = useNavigate();
  // The listeners stay attached for the panel's life; they reach the router's latest navigate through this.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // The traversal staff agreed to: let it through once.
  const agreed = useRef<string>(undefined);
  // Without the Navigation API: the history index of the entry on screen, as react-router numbers entries.
  const location = useLocation();
  const shownIndex = useRef<number | undefined>(undefined);
  useEffect(() => {
    shownIndex.current = historyIndex(window.history.state);
  }, [location]);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    const onNavigate = (event: Event) => {
      const traverse = event as TraverseEvent;
      if (traverse.navigationType !== 'traverse' || !traverse.destination.sameDocument || !traverse.cancelable) return;
      if (agreed.current === traverse.destination.key) {
        agreed.current = undefined;
        return;
      }
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      const key = traverse.destination.key;
      void confirmDiscard().then((discard) => {
        if (!discard) return;
        agreed.current = key;
        navigationApi()?.traverseTo(key);
      });
    };
    // The popstate fallback: `restoring` is the step back it took itself, `replaying` the step staff agreed to.
    let restoring = false;
    let replaying = false;
    const onPopState = (event: PopStateEvent) => {
      if (restoring) {
        restoring = false;
        event.stopImmediatePropagation();
        return;
      }
      if (replaying) {
        replaying = false;
        return;
      }
      const from = shownIndex.current;
      const to = historyIndex(event.state);
      if (!hasUnsavedChanges() || from === undefined || to === undefined || from === to) return;
      // The address has moved already; the router has not: keep it from seeing this, and step back.
      event.stopImmediatePropagation();
      restoring = true;
      window.history.go(from - to);
      void confirmDiscard().then((discard) => {
        if (!discard) return;
        replaying = true;
        window.history.go(to - from);
      });
    };
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const next = inAppDestination({ href: link.href, target: link.target, download: link.hasAttribute('download') }, window.location);
      if (next === undefined || !hasUnsavedChanges()) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmDiscard().then((discard) => discard && navigateRef.current(next));
    };
    window.addEventListener('beforeunload', beforeUnload);
    const navigation = navigationApi();
    navigation?.addEventListener('navigate', onNavigate);
    const stopPopState = navigation ? undefined : handlePopStateFirst(onPopState);
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      navigation?.removeEventListener('navigate', onNavigate);
      stopPopState?.();
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, []);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && answerDiscard(false)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Discard unsaved changes?</DialogTitle>
          <DialogDescription>The open form has changes that are not saved yet. If you leave it, they are lost.</DialogDescription>
        </DialogHeader>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => answerDiscard(false)}>
            Keep editing
          </Button>
          <Button variant="destructive" onClick={() => answerDiscard(true)}>
            Discard changes
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export { confirmDiscard };
