import { Button } from '../../../../components/ui/button';
import type { BulkAction } from '../../api/list-page';

/** What to do with the selected rows: shown while at least one is selected. */
export function BulkBar({ count, busy, onAction, onClear }: { count: number; busy: boolean; onAction(action: BulkAction): void; onClear(): void }) {
  if (count === 0) return null;
  return (
    <div role="region" aria-label="Selected items" className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/50 p-2">
      <p className="px-1 text-sm font-semibold" aria-live="polite">
        {count} selected
      </p>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction('activate')}>
        Activate
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction('deactivate')}>
        Deactivate
      </Button>
      <Button size="sm" variant="destructive" disabled={busy} onClick={() => onAction('delete')}>
        Delete
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
