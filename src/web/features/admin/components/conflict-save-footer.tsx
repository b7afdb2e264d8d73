import { Button } from '../../../components/ui/button';
import type { Conflict } from '../no-lost-work/conflict';
import { ConflictNotice } from '../no-lost-work/conflict-notice';

/** What the footer needs of useConflictSave: the conflict a save met, whether one is running, and the two ways on. */
interface Saver {
  conflict: Conflict | undefined;
  pending: boolean;
  reload(): void;
  overwrite(): void;
}

/**
 * The foot of a dialog form that saves with conflict checks (Manage Pricing, Edit Route, a price cell's panel): the notice of a
 * colleague's newer version with Reload and Overwrite (and `detail`, what it is about), then Cancel and the form's Save button.
 */
export function ConflictSaveFooter({ saver, saveLabel, onCancel, detail }: { saver: Saver; saveLabel: string; onCancel(): void; detail?: string | undefined }) {
  return (
    <>
      <ConflictNotice conflict={saver.conflict} detail={detail} busy={saver.pending} onReload={saver.reload} onOverwrite={saver.overwrite} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saver.pending}>
          {saveLabel}
        </Button>
      </div>
    </>
  );
}
