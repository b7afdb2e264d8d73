import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import type { Conflict } from './conflict';

/**
 * Beside a form's Save button after a 409: who changed the row and when, and the two ways on. Reload
 * throws away what was typed, so it asks first; Overwrite keeps the typed values and replaces theirs.
 * `detail` says what the conflict is about when the form alone does not (a price cell and both prices).
 */
export function ConflictNotice({
  conflict,
  detail,
  onReload,
  onOverwrite,
  busy,
}: {
  conflict: Conflict | undefined;
  detail?: string | undefined;
  onReload(): void;
  onOverwrite(): void;
  busy?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  if (!conflict) return null;
  return (
    <div role="alert" data-testid="conflict" className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm sm:flex sm:flex-wrap sm:items-center">
      <div className="sm:flex-1">
        <p className="font-medium">{conflict.message}</p>
        {detail && <p data-testid="conflict-detail">{detail}</p>}
      </div>
      <div className="flex gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => setAsking(true)} disabled={busy}>
          Reload
        </Button>
        <Button type="button" size="sm" variant="destructive" onClick={onOverwrite} disabled={busy}>
          Overwrite
        </Button>
      </div>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>Load the current version?</DialogTitle>
            <DialogDescription>The form shows what is saved now, and the changes you typed are discarded.</DialogDescription>
          </DialogHeader>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setAsking(false)}>
              Keep my changes
            </Button>
            <Button
              onClick={() => {
                setAsking(false);
                onReload();
              }}
            >
              Discard and reload
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
