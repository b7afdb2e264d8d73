import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { getHistory, type HistoryOf } from '../api/history';
import { adminKeys } from '../api/query-keys';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ConflictNotice } from '../no-lost-work/conflict-notice';
import { plainFailure } from '../no-lost-work/field-errors';
import { confirmDiscard } from '../no-lost-work/unsaved-changes';
import { HistoryEntryItem } from './history-entry-item';
import { useHistoryRestore } from './use-history-restore';

interface HistorySectionProps {
  item: HistoryOf;
  /** The version the panel opened with: the first restore is based on it. */
  openedVersion: number | undefined;
  /** What the item is called in the question before a restore: 'destination', 'route price'. */
  noun: string;
  canRestore: boolean;
  /** After a restore or a Reload: the panel shows the item as it is now. */
  onChanged(): void | Promise<void>;
}

/**
 * The History of the item a side panel shows (docs/decisions/0046-history-and-restore.md), closed until asked
 * for: its versions newest first, ten at a time, and Restore on earlier ones for a role that may edit.
 */
export function HistorySection(props: HistorySectionProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 border-t pt-4" data-testid="history">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          History
        </h3>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={`${id}-list`} onClick={() => setOpen(!open)}>
          {open ? 'Hide history' : 'Show history'}
        </Button>
      </div>
      {open && <HistoryList {...props} listId={`${id}-list`} />}
    </section>
  );
}

function HistoryList({ item, openedVersion, noun, canRestore, onChanged, listId }: HistorySectionProps & { listId: string }) {
  const pages = useInfiniteQuery({
    queryKey: adminKeys.history(item.type, item.id),
    queryFn: ({ pageParam }) => getHistory(item, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 0,
  });
  const restorer = useHistoryRestore(item, openedVersion, onChanged);
  // The version asked about stays while the question closes, so its words do not change as it fades.
  const [question, setQuestion] = useState<{ version: number; open: boolean }>();

  const ask = async (version: number) => {
    // The form above has unsaved changes: the restore replaces them, so that is asked first.
    if (await confirmDiscard()) setQuestion({ version, open: true });
  };
  const close = () => setQuestion((asked) => asked && { ...asked, open: false });

  if (pages.isError) return <p role="alert">{plainFailure(pages.error)}</p>;
  if (!pages.data) return <p role="status">Loading the history…</p>;
  const entries = pages.data.pages.flatMap((page) => page.items);
  const currentVersion = pages.data.pages[0]?.currentVersion ?? null;
  const currentIndex = entries.findIndex((entry) => entry.version !== null && entry.version === currentVersion);
  return (
    <div className="grid gap-3">
      <ConflictNotice conflict={restorer.conflict} busy={restorer.pending} onReload={restorer.reload} onOverwrite={restorer.overwrite} />
      {restorer.failure && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {restorer.failure}
        </p>
      )}
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No changes on record yet.</p>
      ) : (
        <ol id={listId} className="grid gap-2" aria-label={`History of this ${noun}`}>
          {entries.map((entry, index) => (
            <HistoryEntryItem
              key={entry.key}
              entry={entry}
              current={index === currentIndex}
              busy={restorer.pending}
              onRestore={canRestore && entry.restorable && entry.version !== null ? () => void ask(entry.version!) : undefined}
            />
          ))}
        </ol>
      )}
      {pages.hasNextPage && (
        <div>
          <Button variant="outline" size="sm" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {pages.isFetchingNextPage ? 'Loading…' : 'Show older changes'}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={question?.open ?? false}
        title={`Restore version ${question?.version}?`}
        description={`The ${noun} becomes as it was in version ${question?.version}, saved as a new version. Nothing is lost: the versions in between stay in the History.`}
        confirmLabel={`Restore version ${question?.version}`}
        onCancel={close}
        onConfirm={() => {
          if (question) restorer.restore(question.version);
          close();
        }}
      />
    </div>
  );
}
