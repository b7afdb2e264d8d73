import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { SheetTitle } from '../../../../components/ui/sheet';
import { Skeleton } from '../../../../components/ui/skeleton';
import type { AdminScope } from '../../admin-scope';
import type { Row, Scope } from '../../api/content';
import type { BulkAction, Page } from '../../api/list-page';
import { useNotLive } from '../../api/not-live';
import { adminKeys } from '../../api/query-keys';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Pager } from '../../components/pager';
import { BulkBar } from './bulk-bar';
import { ContentActions } from './content-actions';
import { ContentRow } from './content-row';
import { ContentToolbar } from './content-toolbar';
import { confirmDiscard } from '../../no-lost-work/unsaved-changes';
import { DeleteRowDialog } from './delete-row-dialog';
import { EditPanel, PanelMessage } from './edit-panel';
import { ManagePricingDialog } from './manage-pricing-dialog';
import { ResourceForm } from './resource-form';
import type { ResourceSpec } from './resources';
import { useContentList } from './use-content-list';
import { serverMessage, useContentMutations } from './use-content-mutations';
import { useOpenedRow } from './use-opened-row';
import { useCan } from '../../access/role-access';
import { ReadOnlyDetails } from './read-only-details';

interface ResourceTabProps {
  spec: ResourceSpec;
  scope: AdminScope;
  /** The item the address opens in the side panel: a row id, or 'new'. */
  item: string | undefined;
  onItem(item: string): void;
  onCloseItem(): void;
}

/**
 * One content tab (docs/product.md §2.7, §4.3; decisions 0024, 0026): a searchable, filtered, sorted list a page at a
 * time, an Active switch and a checkbox on each row with bulk actions, Add and Edit in a side panel,
 * delete after confirmation, and reordering while the whole list is shown in display order.
 */
export function ResourceTab({ spec, scope, item, onItem, onCloseItem }: ResourceTabProps) {
  const queryClient = useQueryClient();
  // A read-only role (agent) sees the list and each item's details; every control that writes is hidden.
  const canWrite = useCan('content:write');
  const listScope: Scope = {
    ...(spec.regionScoped && scope.regionId !== undefined ? { regionId: scope.regionId } : {}),
    ...(spec.appContextScoped ? { appContext: scope.appContext } : {}),
  };
  const enabled = !spec.regionScoped || scope.regionId !== undefined;
  const list = useContentList(spec, listScope, enabled);
  const [deleting, setDeleting] = useState<Row>();
  const [bulkDeleting, setBulkDeleting] = useState(false);
  const [pricing, setPricing] = useState<Row>();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const { reorder, toggle, bulk } = useContentMutations(spec, listScope.regionId, { onBulkDone: () => setSelected(new Set()) });
  // Opening another item replaces the panel's form, closing it drops it: unsaved changes ask first.
  const openItem = (next: string) => void confirmDiscard().then((discard) => discard && onItem(next));
  const closeItem = () => void confirmDiscard().then((discard) => discard && onCloseItem());

  const rows = list.page.data?.items ?? [];
  const notLive = useNotLive(spec.type, listScope.regionId);
  const opened = useOpenedRow(spec.type, listScope, item, rows, enabled);

  const canReorder = spec.reorderable && list.reorderBlocked === undefined;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const saveOrder = (ids: number[]) => {
    // Shown at once; the server's answer (or a failure) refreshes the list.
    queryClient.setQueryData<Page>(adminKeys.list(spec.type, listScope, list.params), (page) => page && { ...page, items: ids.map((id) => rows.find((row) => row.id === id)!) });
    reorder.mutate(ids);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = rows.map((row) => row.id);
    saveOrder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  const pageIds = rows.map((row) => row.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const runBulk = (action: BulkAction) => (action === 'delete' ? setBulkDeleting(true) : bulk.mutate({ ids: [...selected], action }));

  return (
    <section aria-labelledby={`${spec.type}-title`} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${spec.type}-title`} className="text-xl font-bold">
          {spec.tab}
        </h2>
        <div className="flex flex-wrap gap-2">
          {canWrite && <ContentActions spec={spec} scope={scope} rows={list.page.isSuccess ? rows : undefined} />}
          {canWrite && !spec.customAdd && (
            <Button
              onClick={() => openItem('new')}
            >
              <Plus aria-hidden />
              Add {spec.noun.toLowerCase()}
            </Button>
          )}
        </div>
      </div>

      <ContentToolbar spec={spec} search={list.search} onSearch={list.setSearch} active={list.active} onActive={list.setActive} sort={list.sort} onSort={list.setSort} />
      {spec.reorderable && list.reorderBlocked && <p className="text-sm text-muted-foreground">{list.reorderBlocked}</p>}
      {canWrite && <BulkBar count={selected.size} busy={bulk.isPending} onAction={runBulk} onClear={() => setSelected(new Set())} />}

      {list.page.isPending && list.page.fetchStatus !== 'idle' ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : list.page.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(list.page.error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{list.filtered ? `No ${spec.tab.toLowerCase()} match the search and filters.` : spec.empty}</p>
      ) : (
        <>
          {canWrite && (
            <label className="flex w-fit items-center gap-2 px-3 text-sm">
              <input type="checkbox" checked={allOnPage} onChange={(event) => select(pageIds, event.target.checked)} className="size-4" />
              Select all on this page
            </label>
          )}
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={pageIds} strategy={verticalListSortingStrategy}>
              <ol className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2" aria-label={`${spec.tab}, ${list.sort === 'displayOrder' ? 'in display order' : 'sorted'}`}>
                {rows.map((row, index) => (
                  <ContentRow
                    key={row.id}
                    spec={spec}
                    row={row}
                    selected={selected.has(row.id)}
                    onSelect={(on) => select([row.id], on)}
                    reorder={
                      canReorder
                        ? {
                            enabled: true,
                            first: index === 0,
                            last: index === rows.length - 1,
                            busy: reorder.isPending,
                            onMove: (by) => saveOrder(arrayMove(pageIds, index, index + by)),
                          }
                        : undefined
                    }
                    toggling={toggle.isPending && toggle.variables?.row.id === row.id}
                    onToggle={(isActive) => toggle.mutate({ row, isActive })}
                    onEdit={() => openItem(String(row.id))}
                    onDelete={() => setDeleting(row)}
                    onPricing={spec.rowDialog === 'manage-pricing' && listScope.regionId !== undefined ? () => setPricing(row) : undefined}
                    notLive={notLive.get(row.id)}
                    readOnly={!canWrite}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </>
      )}
      {list.page.isSuccess && <Pager offset={list.offset} pageSize={list.pageSize} total={list.total} shown={rows.length} noun={spec.tab.toLowerCase()} onOffset={list.setOffset} />}

      <EditPanel open={item !== undefined} onClose={closeItem}>
        {opened.state === 'form' && !canWrite ? (
          opened.row ? (
            <ReadOnlyDetails spec={spec} row={opened.row} />
          ) : (
            <PanelMessage title={`Add ${spec.noun.toLowerCase()}`}>Your role can view content only; ask an owner or editor to add it.</PanelMessage>
          )
        ) : opened.state === 'form' ? (
          <ResourceForm
            key={item}
            spec={spec}
            editing={opened.row}
            scope={{ regionId: listScope.regionId, appContext: listScope.appContext }}
            onSaved={async () => {
              onCloseItem();
              await queryClient.invalidateQueries({ queryKey: adminKeys.byType(spec.type) });
            }}
            onCancel={onCloseItem}
            titleAs={SheetTitle}
          />
        ) : opened.state === 'loading' ? (
          <PanelMessage title={`Opening ${spec.noun.toLowerCase()}…`}>One moment.</PanelMessage>
        ) : (
          <PanelMessage title={`${spec.noun} not found`}>
            There is no {spec.noun.toLowerCase()} with this number in the chosen region and app context. It may have been deleted, or it belongs to another region or
            app context.
          </PanelMessage>
        )}
      </EditPanel>

      {pricing && canWrite && listScope.regionId !== undefined && <ManagePricingDialog destination={pricing} regionId={listScope.regionId} onClose={() => setPricing(undefined)} />}
      {deleting && canWrite && <DeleteRowDialog spec={spec} row={deleting} regionId={listScope.regionId} onClose={() => setDeleting(undefined)} />}
      <ConfirmDialog
        open={bulkDeleting}
        title={`Delete ${selected.size} item${selected.size === 1 ? '' : 's'}?`}
        description={`The selected ${spec.tab.toLowerCase()} are removed; visitors stop seeing them at once.`}
        confirmLabel="Delete"
        onCancel={() => setBulkDeleting(false)}
        onConfirm={() => {
          setBulkDeleting(false);
          bulk.mutate({ ids: [...selected], action: 'delete' });
        }}
      />
    </section>
  );
}
