import type { AdminContentItem, AdminContentType } from '../../../../../domain/api/admin';
import type { RowActions } from './content-row';
import type { ResourceSpec } from './content-tabs';
import type { useContentMutations } from './use-content-mutations';
import type { useSelection } from './use-selection';

interface RowActionsContext<K extends AdminContentType> {
  spec: ResourceSpec<K>;
  rows: readonly AdminContentItem<K>[];
  /** Why the list cannot be reordered now (a search, a sort, more than a page), if it cannot. */
  reorderBlocked: string | undefined;
  regionId: number | undefined;
  selection: ReturnType<typeof useSelection>;
  mutations: ReturnType<typeof useContentMutations<K>>;
  move(index: number, by: -1 | 1): void;
  price(row: AdminContentItem<K>): void;
  edit(row: AdminContentItem<K>): void;
  remove(row: AdminContentItem<K>): void;
}

/**
 * What each row of the page lets staff do (a role that can write): select, reorder (when the list can be),
 * switch, Manage Pricing (a destination, once a region is chosen), edit, delete.
 */
export function rowActionsOf<K extends AdminContentType>({ spec, rows, reorderBlocked, regionId, selection, mutations, move, price, edit, remove }: RowActionsContext<K>) {
  const { reorder, toggle } = mutations;
  const movable = spec.reorderable && reorderBlocked === undefined;
  const priced = spec.pricedDestination !== undefined && regionId !== undefined;
  return (row: AdminContentItem<K>, index: number): RowActions => ({
    selected: selection.selected.has(row.id),
    onSelect: (on) => selection.select([row.id], on),
    reorder: movable ? { first: index === 0, last: index === rows.length - 1, busy: reorder.isPending, onMove: (by) => move(index, by) } : undefined,
    toggling: toggle.isPending && toggle.variables?.row.id === row.id,
    onToggle: (isActive) => toggle.mutate({ row, isActive }),
    onEdit: () => edit(row),
    onDelete: () => remove(row),
    onPricing: priced ? () => price(row) : undefined,
  });
}
