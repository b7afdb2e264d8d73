import { useMutation, type UseQueryResult } from '@tanstack/react-query';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { useCan } from '../access/role-access';
import { plainFailure } from '../no-lost-work/field-errors';
import { ConfirmDialog } from './confirm-dialog';
import { QueryState } from './query-state';

/**
 * A view of one region's pricing rows (seasons and dates, home airfields): its title, what it does and the
 * rule in words, then the rows once a region is chosen above.
 */
export function RegionRulesSection({ title, rule, ruleTestId, regionId, children, rows }: {
  title: string;
  /** The rule in words, as the resolver applies it. */
  rule: string;
  ruleTestId: string;
  regionId: number | undefined;
  /** What the view is for. */
  children: ReactNode;
  rows(regionId: number): ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <Card className="grid gap-2 p-4 text-sm">
        {children}
        <p data-testid={ruleTestId}>{rule}</p>
      </Card>
      {regionId === undefined ? <p className="text-sm text-muted-foreground">Choose a region above.</p> : rows(regionId)}
    </section>
  );
}

interface Row {
  id: number;
  version: number;
}

export interface RowActions<TRow> {
  canWrite: boolean;
  onEdit(row: TRow): void;
  onRemove(row: TRow): void;
}

interface RegionRowsEditorProps<TRow extends Row> {
  list: UseQueryResult<TRow[]>;
  addLabel: string;
  remove(row: TRow): Promise<unknown>;
  refresh(): Promise<unknown>;
  /** Toast titles of a removal. */
  removal: { done: string; failed: string };
  /** The confirmation's title and what removing the row changes. */
  confirmation(row: TRow | undefined): { title: string; description: string };
  /** The add or edit form (the row, or undefined to add); `onDone` closes it and reads the rows again. */
  form(row: TRow | undefined, onDone: () => Promise<void>): ReactNode;
  table(rows: TRow[], actions: RowActions<TRow>): ReactNode;
}

type Editing<TRow> = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; row: TRow };

/**
 * The rows with Add, Edit and Remove for staff who may write: one form open at a time above the table, and a
 * removal asked first and audited by the server.
 */
export function RegionRowsEditor<TRow extends Row>({ list, addLabel, remove, refresh, removal, confirmation, form, table }: RegionRowsEditorProps<TRow>) {
  const canWrite = useCan('content:write');
  const [editing, setEditing] = useState<Editing<TRow>>({ mode: 'closed' });
  const [removing, setRemoving] = useState<TRow>();
  const removed = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      toast({ title: removal.done, variant: 'success' });
      await refresh();
    },
    onError: async (error) => {
      toast({ title: removal.failed, description: plainFailure(error), variant: 'destructive' });
      await refresh();
    },
  });
  const close = async () => {
    setEditing({ mode: 'closed' });
    await refresh();
  };
  const asked = confirmation(removing);
  const opened = editing.mode === 'edit' ? editing.row : undefined;

  return (
    <div className="grid gap-4">
      {canWrite && editing.mode === 'closed' && (
        <Button className="justify-self-start" onClick={() => setEditing({ mode: 'add' })}>
          {addLabel}
        </Button>
      )}
      {editing.mode !== 'closed' && <Fragment key={opened?.id ?? 'new'}>{form(opened, close)}</Fragment>}
      <QueryState query={list} loading="h-32">
        {(rows) => table(rows, { canWrite, onEdit: (row) => setEditing({ mode: 'edit', row }), onRemove: setRemoving })}
      </QueryState>
      <ConfirmDialog
        open={removing !== undefined}
        title={asked.title}
        description={asked.description}
        confirmLabel="Remove"
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          if (removing) removed.mutate(removing);
          setRemoving(undefined);
        }}
      />
    </div>
  );
}
