import type { BulkPriceChange } from '../../../../../../domain/api/admin/bulk-prices';
import { Button } from '../../../../../components/ui/button';
import { plainFailure } from '../../../no-lost-work/field-errors';
import { formatStaffTime } from '../../../components/staff-time';
import { pricesWord } from './bulk-change-model';
import { useRecentBulkChanges, useUndoBulkChange } from './use-bulk-change';

/** The region's latest bulk changes, newest first: who, when, how many, and Undo until someone undid it. */
export function RecentBulkChanges({ regionId }: { regionId: number }) {
  const recent = useRecentBulkChanges(regionId);
  const undo = useUndoBulkChange();
  if (recent.isError) return <p role="alert">{plainFailure(recent.error)}</p>;
  if (!recent.data) return <p role="status">Loading recent bulk changes…</p>;
  return (
    <section aria-labelledby="recent-bulk-title" className="grid gap-2">
      <h3 id="recent-bulk-title" className="font-semibold">
        Recent bulk changes
      </h3>
      {recent.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">None yet in this region.</p>
      ) : (
        <ul className="grid gap-2 text-sm" data-testid="recent-bulk-changes">
          {recent.data.map((change) => (
            <RecentChange key={change.id} change={change} busy={undo.isPending && undo.variables === change.id} onUndo={() => undo.mutate(change.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentChange({ change, busy, onUndo }: { change: BulkPriceChange; busy: boolean; onUndo(): void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded border p-2">
      <span>
        {change.summary}. {pricesWord(change.count)}, by {change.createdBy ?? 'someone'} at {formatStaffTime(change.createdAt)}.
        {change.undoneAt && ` Undone by ${change.undoneBy ?? 'someone'} at ${formatStaffTime(change.undoneAt)}.`}
      </span>
      {!change.undoneAt && (
        <Button variant="outline" size="sm" disabled={busy} onClick={onUndo} aria-label={`Undo: ${change.summary}`}>
          Undo
        </Button>
      )}
    </li>
  );
}
