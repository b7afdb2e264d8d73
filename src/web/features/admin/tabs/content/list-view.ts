import type { ContentTypeDescription } from '../../../../../domain/api/admin';
import type { AdminScope } from '../../admin-scope';
import type { Scope } from '../../api/content';

type Scoping = Pick<ContentTypeDescription, 'region' | 'appContext'>;

export type ActiveFilter = 'all' | 'true' | 'false';
export const DISPLAY_ORDER = 'displayOrder';

/** The orders the toolbar offers for a list (display order, its name field either way, recently changed). */
export const sortChoices = ({ nameField }: { nameField: 'name' | 'title' }) => [DISPLAY_ORDER, nameField, `-${nameField}`, '-updatedAt'] as const;

/**
 * Why a reorderable list cannot be reordered now, or undefined when it can. Reordering renumbers the rows it
 * is given from 1: only safe on the whole, unfiltered list in display order, all on one page.
 */
export function reorderBlockedBy(list: { q: string; active: ActiveFilter; sort: string; total: number }, pageSize: number): string | undefined {
  if (list.q || list.active !== 'all') return 'Reordering is off while a search or filter is on: clear them to drag or move items.';
  if (list.sort !== DISPLAY_ORDER) return 'Reordering is off while the list is sorted by something other than display order.';
  if (list.total > pageSize) return `Reordering works when every item fits on one page (up to ${pageSize}); set a display order in each item's form instead.`;
  return undefined;
}

/** The region and app context a type's list is read in: only the ones the type is scoped by. */
export function listScopeOf(spec: Scoping, scope: Pick<AdminScope, 'regionId' | 'appContext'>): Scope {
  return {
    ...(spec.region !== 'none' && scope.regionId !== undefined ? { regionId: scope.regionId } : {}),
    ...(spec.appContext ? { appContext: scope.appContext } : {}),
  };
}

/** A region-scoped list waits for a region to be chosen; the regions list never does. */
export const listReady = (spec: Scoping, scope: Pick<AdminScope, 'regionId'>): boolean => spec.region === 'none' || scope.regionId !== undefined;

/** What an empty list says: the type's own words, or that nothing matches when a search or filter is on. */
export const emptyListText = (spec: { tab: string; empty: string }, filtered: boolean): string => (filtered ? `No ${spec.tab.toLowerCase()} match the search and filters.` : spec.empty);

/** The ids selected after ticking (or clearing) some of them. */
export function withSelection(current: ReadonlySet<number>, ids: readonly number[], on: boolean): Set<number> {
  const next = new Set(current);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Whether every row of the page on screen is selected (none on an empty page). */
export const allSelected = (pageIds: readonly number[], selected: ReadonlySet<number>): boolean => pageIds.length > 0 && pageIds.every((id) => selected.has(id));

/** The ids in their new order after one is moved from `from` to `to` (positions in `ids`); unchanged when either is outside. */
export function moved(ids: readonly number[], from: number, to: number): number[] {
  const order = [...ids];
  if (from < 0 || to < 0 || from >= order.length || to >= order.length) return order;
  const [id] = order.splice(from, 1);
  order.splice(to, 0, id!);
  return order;
}

/** The new order after a drag of `active` onto `over` (dnd-kit's ids), or undefined when nothing moved. */
export function dropped(ids: readonly number[], active: number | string, over: number | string | undefined): number[] | undefined {
  if (over === undefined || active === over) return undefined;
  return moved(ids, ids.indexOf(Number(active)), ids.indexOf(Number(over)));
}

