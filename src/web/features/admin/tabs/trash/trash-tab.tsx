import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Search, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { adminKeys } from '../../api/query-keys';
import { listTrash, purgeTrash, restoreTrash, type TrashEntry } from '../../api/trash';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { plainFailure } from '../../no-lost-work/field-errors';
import { useListAddress, useSearchText } from '../../shell/use-list-address';
import { pageLabel, regionText, whatWentWith } from './trash-text';
import { QueryState } from '../../components/query-state';

const PAGE_SIZE = 50;

/**
 * Deleted items for 30 days (decisions 0025, 0027): who deleted what and when, what went with it, Restore and Delete
 * forever.
 */
export function TrashTab() {
  const id = useId();
  const queryClient = useQueryClient();
  // Search and page are kept in the address; searching as staff type, one request per pause rather than per key.
  const address = useListAddress({ q: { fallback: '' } }, PAGE_SIZE);
  const { q } = address.state;
  const { offset, setOffset } = address;
  const [typed, setTyped] = useSearchText(q, address.setQuery);
  const [purging, setPurging] = useState<TrashEntry>();
  const params = { ...(q ? { q } : {}), limit: PAGE_SIZE, offset };
  const page = useQuery({ queryKey: adminKeys.trash(params), queryFn: () => listTrash(params), placeholderData: keepPreviousData });
  // A restore brings rows back into every list; a purge only changes the Trash.
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });

  const restore = useMutation({
    mutationFn: (entry: TrashEntry) => restoreTrash(entry.id),
    onSuccess: async (result, entry) => {
      const skipped = result.skipped;
      toast({
        title: `${entry.name} restored`,
        ...(skipped.length > 0 ? { description: `Not restored: ${skipped.map((item) => item.label).join('; ')}` } : {}),
        variant: 'success',
      });
      await refresh();
    },
    onError: (error) => toast({ title: 'Could not restore it', description: plainFailure(error), variant: 'destructive' }),
  });
  const purge = useMutation({
    mutationFn: (entry: TrashEntry) => purgeTrash(entry.id),
    onSuccess: async (_, entry) => {
      toast({ title: `${entry.name} deleted forever`, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.trash() });
    },
    onError: (error) => toast({ title: 'Could not delete it', description: plainFailure(error), variant: 'destructive' }),
  });

  const total = page.data?.total ?? 0;
  const items = page.data?.items ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          Trash
        </h2>
        <p className="text-sm text-muted-foreground">Deleted items stay here for 30 days with everything that went with them, then they are removed for good.</p>
      </div>
      <div className="grid max-w-md gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-semibold">
          Search the Trash
        </label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id={`${id}-search`} type="search" className="pl-9" value={typed} placeholder="Name, type or who deleted it" onChange={(e) => setTyped(e.target.value)} />
        </div>
      </div>
      <QueryState query={page} loading="h-40">
        {() => items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{q ? `Nothing in the Trash matches “${q}”.` : 'The Trash is empty.'}</p>
        ) : (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {pageLabel(offset, items.length, total)}
            </p>
            <ul className="grid gap-2" aria-label="Deleted items">
              {items.map((entry) => (
                <li key={entry.id} className="grid gap-2 rounded-lg border bg-card p-3 sm:grid-cols-[1fr_auto] sm:items-center" data-testid="trash-entry">
                  <div className="min-w-0">
                    <p className="break-words font-semibold">
                      <span className="mr-2 rounded bg-muted px-1.5 py-0.5 text-xs font-medium text-muted-foreground">{entry.typeLabel}</span>
                      {entry.name}
                    </p>
                    {regionText(entry) && <p className="text-sm" data-testid="trash-region">Region: {regionText(entry)}</p>}
                    <p className="text-sm text-muted-foreground">
                      Deleted by {entry.deletedBy ?? 'someone'} on <time dateTime={entry.deletedAt}>{new Date(entry.deletedAt).toLocaleString()}</time>
                    </p>
                    {whatWentWith(entry.summary) && <p className="text-sm">With it: {whatWentWith(entry.summary)}</p>}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => restore.mutate(entry)} disabled={restore.isPending} aria-label={`Restore ${entry.name}`}>
                      <RotateCcw aria-hidden />
                      Restore
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setPurging(entry)} aria-label={`Delete ${entry.name} forever`}>
                      <Trash2 aria-hidden className="text-destructive" />
                      Delete forever
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <nav aria-label="Trash pages" className="flex items-center gap-2">
              <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
                Previous
              </Button>
              <Button size="sm" variant="outline" disabled={offset + PAGE_SIZE >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>
                Next
              </Button>
            </nav>
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={purging !== undefined}
        title={`Delete ${purging?.name ?? ''} forever?`}
        description={`It and what went with it${purging && whatWentWith(purging.summary) ? ` (${whatWentWith(purging.summary)})` : ''} cannot be restored afterwards.`}
        confirmLabel="Delete forever"
        onCancel={() => setPurging(undefined)}
        onConfirm={() => {
          if (purging) purge.mutate(purging);
          setPurging(undefined);
        }}
      />
    </section>
  );
}
