import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { AdminContentItem, AdminContentType } from '../../../../../domain/api/admin';
import { Skeleton } from '../../../../components/ui/skeleton';
import type { ResourceSpec } from './content-tabs';
import { ContentRow, type RowActions } from './content-row';
import { emptyListText } from './list-view';
import { serverMessage } from './use-content-mutations';
import type { useRowOrder } from './use-row-order';
import type { useSelection } from './use-selection';

/** The state of the page being read, as the list needs it (TanStack Query's page query). */
export interface PageState {
  loading: boolean;
  error: unknown;
}

interface ContentListProps<K extends AdminContentType> {
  spec: ResourceSpec<K>;
  rows: AdminContentItem<K>[];
  page: PageState;
  filtered: boolean;
  /** In display order (the list's label says so), or sorted by something else. */
  inDisplayOrder: boolean;
  order: ReturnType<typeof useRowOrder>;
  /** What each row lets staff do; undefined for a read-only role. */
  actionsOf: ((row: AdminContentItem<K>, index: number) => RowActions) | undefined;
  notLive: Map<number, string>;
  onOpen(row: AdminContentItem<K>): void;
  /** The rows ticked for a bulk action; undefined for a read-only role (no Select all). */
  selection: ReturnType<typeof useSelection> | undefined;
}

/** The page of rows (draggable when the list can be reordered), or what is there instead: loading, a failure, nothing. */
export function ContentList<K extends AdminContentType>({ spec, rows, page, filtered, inDisplayOrder, order, actionsOf, notLive, onOpen, selection }: ContentListProps<K>) {
  if (page.loading) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (page.error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {serverMessage(page.error)}
      </p>
    );
  }
  if (rows.length === 0) return <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{emptyListText(spec, filtered)}</p>;
  return (
    <>
      {selection && (
        <label className="flex w-fit items-center gap-2 px-3 text-sm">
          <input type="checkbox" checked={selection.allOnPage} onChange={(event) => selection.select(rows.map((row) => row.id), event.target.checked)} className="size-4" />
          Select all on this page
        </label>
      )}
      <DndContext sensors={order.sensors} collisionDetection={closestCenter} onDragEnd={order.onDragEnd}>
        <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
          <ol className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2" aria-label={`${spec.tab}, ${inDisplayOrder ? 'in display order' : 'sorted'}`}>
            {rows.map((row, index) => (
              <ContentRow key={row.id} spec={spec} row={row} notLive={notLive.get(row.id)} actions={actionsOf?.(row, index)} onView={() => onOpen(row)} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}
