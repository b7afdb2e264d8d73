import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { answerDiscard, confirmDiscard, hasUnsavedChanges, useDiscardQuestionOpen } from './unsaved-changes';

/** react-router keeps the position of each history entry in `history.state.idx`. */
const historyIndex = (): number | undefined => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/**
 * Mounted once in the panel: asks 'Discard unsaved changes?' before anything leaves a dirty form. The app
 * uses react-router's declarative router (no data router, so no useBlocker; docs/decisions/0016), so the
 * ways out are caught where they happen: reload or close (beforeunload), links (a click listener that runs
 * before the router's), and back/forward (a popstate listener that runs before the router's, puts the
 * entry back, asks, and then goes where staff wanted).
 */
export function UnsavedChangesGuard() {
  const open = useDiscardQuestionOpen();
  const navigate = useNavigate();
  const location = useLocation();
  const shownIndex = useRef<number | undefined>(undefined);
  // The pop that puts the entry back is hidden from the router; the one after 'Discard' is not.
  const undoing = useRef(false);
  const agreed = useRef(false);

  useEffect(() => {
    shownIndex.current = historyIndex();
  }, [location]);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    const onPop = (event: PopStateEvent) => {
      if (undoing.current) {
        undoing.current = false;
        event.stopImmediatePropagation();
        return;
      }
      if (agreed.current) {
        agreed.current = false;
        return;
      }
      if (!hasUnsavedChanges()) return;
      const from = shownIndex.current;
      const to = historyIndex();
      if (from === undefined || to === undefined || from === to) return;
      // The router must not see this step until staff agree: undo it, then ask.
      event.stopImmediatePropagation();
      const delta = to - from;
      undoing.current = true;
      window.history.go(-delta);
      void confirmDiscard().then((discard) => {
        if (!discard) return;
        agreed.current = true;
        window.history.go(delta);
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
      void confirmDiscard().then((discard) => discard && navigate(next));
    };
    window.addEventListener('beforeunload', beforeUnload);
    // Capture listeners on window run before the router's own (bubble) popstate listener.
    window.addEventListener('popstate', onPop, { capture: true });
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('popstate', onPop, { capture: true });
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, [navigate]);

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
