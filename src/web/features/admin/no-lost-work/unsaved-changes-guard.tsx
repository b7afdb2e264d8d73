import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
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

/**
 * Mounted once in the panel: asks 'Discard unsaved changes?' before anything leaves a dirty form. The app
 * uses react-router's declarative router (no data router, so no useBlocker; docs/decisions/0016), and its
 * popstate listener runs before any of ours, so the ways out are caught where they start: reload or close
 * (beforeunload), links (a click listener that runs before the router's), and back/forward (the Navigation
 * API's cancelable 'navigate' event, which comes before popstate; staff's 'Discard' then replays the step).
 */
export function UnsavedChangesGuard() {
  const open = useDiscardQuestionOpen();
  const navigate = useNavigate();
  // The listeners stay attached for the panel's life; they reach the router's latest navigate through this.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // The traversal staff agreed to: let it through once.
  const agreed = useRef<string>(undefined);

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
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const next = `${url.pathname}${url.search}${url.hash}`;
      if (next === `${window.location.pathname}${window.location.search}${window.location.hash}` || !hasUnsavedChanges()) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmDiscard().then((discard) => discard && navigateRef.current(next));
    };
    window.addEventListener('beforeunload', beforeUnload);
    navigationApi()?.addEventListener('navigate', onNavigate);
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      navigationApi()?.removeEventListener('navigate', onNavigate);
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
