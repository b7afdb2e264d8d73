import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminContentType } from '../../../../../domain/api/admin';
import type { AdminScope } from '../../admin-scope';
import type { BulkAction } from '../../api/list-page';
import { useNotLive } from '../../api/not-live';
import { adminKeys } from '../../api/query-keys';
import { Pager } from '../../components/pager';
import { useCan } from '../../access/role-access';
import { confirmDiscard } from '../../no-lost-work/unsaved-changes';
import { BulkBar } from './bulk-bar';
import { ContentList } from './content-list';
import type { ResourceSpec } from './content-tabs';
import { ContentToolbar } from './content-toolbar';
import { EditPanel } from './edit-panel';
import { ItemPanel } from './item-panel';
import { DISPLAY_ORDER, listReady, listScopeOf } from './list-view';
import { rowActionsOf } from './row-actions';
import { TabDialogs, type TabDialog } from './tab-dialogs';
import { TabHeader } from './tab-header';
import { useContentList } from './use-content-list';
import { useContentMutations } from './use-content-mutations';
import { useOpenedRow } from './use-opened-row';
import { useRowOrder } from './use-row-order';
import { useSelection } from './use-selection';

interface ResourceTabProps<K extends AdminContentType> {
  spec: ResourceSpec<K>;
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
export function ResourceTab<K extends AdminContentType>({ spec, scope, item, onItem, onCloseItem }: ResourceTabProps<K>) {
  const queryClient = useQueryClient();
  // A read-only role (agent) sees the list and each item's details; every control that writes is hidden.
  const canWrite = useCan('content:write');
  const listScope = listScopeOf(spec, scope);
  const enabled = listReady(spec, scope);
  const list = useContentList(spec, listScope, enabled);
  const { rows } = list;
  const [dialog, setDialog] = useState<TabDialog<K>>();
  const selection = useSelection(rows.map((row) => row.id));
  const mutations = useContentMutations(spec, listScope.regionId, { onBulkDone: selection.clear });
  const order = useRowOrder(adminKeys.list(spec.type, listScope, list.params), rows, (ids) => mutations.reorder.mutate(ids));
  const notLive = useNotLive(spec.type, listScope.regionId);
  const opened = useOpenedRow(spec.type, listScope, item, rows, enabled);
  // Opening another item replaces the panel's form, closing it drops it: unsaved changes ask first.
  const openItem = (next: string) => void confirmDiscard().then((discard) => discard && onItem(next));
  const closeItem = () => void confirmDiscard().then((discard) => discard && onCloseItem());
  const bulkDelete = (ids: number[]) => mutations.bulk.mutate({ ids, action: 'delete' });
  const runBulk = (action: BulkAction) => (action === 'delete' ? setDialog({ kind: 'bulk-delete', ids: [...selection.selected] }) : mutations.bulk.mutate({ ids: [...selection.selected], action }));
  const actionsOf = rowActionsOf({
    spec,
    rows,
    reorderBlocked: list.reorderBlocked,
    regionId: listScope.regionId,
    selection,
    mutations,
    move: order.move,
    price: (row) => setDialog({ kind: 'pricing', row }),
    edit: (row) => openItem(String(row.id)),
    remove: (row) => setDialog({ kind: 'delete', row }),
  });

  return (
    <section aria-labelledby={`${spec.type}-title`} className="grid min-w-0 gap-4">
      <TabHeader spec={spec} scope={scope} rows={list.page.isSuccess ? rows : undefined} canWrite={canWrite} onAdd={() => openItem('new')} />
      <ContentToolbar spec={spec} search={list.search} onSearch={list.setSearch} active={list.active} onActive={list.setActive} sort={list.sort} onSort={list.setSort} />
      {list.reorderBlocked && <p className="text-sm text-muted-foreground">{list.reorderBlocked}</p>}
      {canWrite && <BulkBar count={selection.selected.size} busy={mutations.bulk.isPending} onAction={runBulk} onClear={selection.clear} />}

      <ContentList
        spec={spec}
        rows={rows}
        page={list.pageState}
        filtered={list.filtered}
        inDisplayOrder={list.sort === DISPLAY_ORDER}
        order={order}
        actionsOf={canWrite ? actionsOf : undefined}
        notLive={notLive}
        onOpen={(row) => openItem(String(row.id))}
        selection={canWrite ? selection : undefined}
      />
      {list.page.isSuccess && <Pager offset={list.offset} pageSize={list.pageSize} total={list.total} shown={rows.length} noun={spec.tab.toLowerCase()} onOffset={list.setOffset} />}

      <EditPanel open={item !== undefined} onClose={closeItem}>
        <ItemPanel
          spec={spec}
          opened={opened}
          item={item}
          canWrite={canWrite}
          scope={{ regionId: listScope.regionId, appContext: listScope.appContext, regions: scope.regions }}
          onSaved={async () => {
            onCloseItem();
            await queryClient.invalidateQueries({ queryKey: adminKeys.byType(spec.type) });
          }}
          onCancel={onCloseItem}
        />
      </EditPanel>

      {canWrite && <TabDialogs spec={spec} dialog={dialog} regionId={listScope.regionId} onBulkDelete={bulkDelete} onClose={() => setDialog(undefined)} />}
    </section>
  );
}
