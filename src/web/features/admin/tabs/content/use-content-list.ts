import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Scope } from '../../api/content';
import { listPage, PAGE_SIZE } from '../../api/list-page';
import { adminKeys } from '../../api/query-keys';
import { oneOf, useListAddress, useSearchText } from '../../shell/use-list-address';
import type { ResourceSpec } from './resources';

export type ActiveFilter = 'all' | 'true' | 'false';
export const DISPLAY_ORDER = 'displayOrder';

/** The orders the toolbar offers for a list (its name field either way, display order, recently changed). */
export const sortChoices = (spec: ResourceSpec) => [DISPLAY_ORDER, spec.nameField, `-${spec.nameField}`, '-updatedAt'];

/** Search, Active filter, sort and page of one content list (kept in the address), and the page they select. */
export function useContentList(spec: ResourceSpec, scope: Scope, enabled: boolean) {
  const address = useListAddress(
    { q: { fallback: '' }, active: { fallback: 'all', valid: oneOf('all', 'true', 'false') }, sort: { fallback: DISPLAY_ORDER, valid: oneOf(...sortChoices(spec)) } },
    PAGE_SIZE,
  );
  const { q, sort } = address.state;
  const active = address.state.active as ActiveFilter;
  const { offset } = address;
  const [search, setSearch] = useSearchText(q, address.setQuery);

  const params = { q: q || undefined, isActive: active === 'all' ? undefined : active, sort, offset, limit: PAGE_SIZE };
  const page = useQuery({
    queryKey: adminKeys.list(spec.type, scope, params),
    queryFn: () => listPage(`/api/admin/${spec.type}`, { ...scope, ...params }),
    enabled,
    placeholderData: keepPreviousData,
  });

  /** Reordering renumbers the rows it is given from 1: only safe on the whole, unfiltered list in display order. */
  const total = page.data?.total ?? 0;
  const reorderBlocked =
    !spec.reorderable
      ? undefined
      : q || active !== 'all'
        ? 'Reordering is off while a search or filter is on: clear them to drag or move items.'
        : sort !== DISPLAY_ORDER
          ? 'Reordering is off while the list is sorted by something other than display order.'
          : total > PAGE_SIZE
            ? `Reordering works when every item fits on one page (up to ${PAGE_SIZE}); set a display order in each item's form instead.`
            : undefined;

  return {
    params,
    pageSize: PAGE_SIZE,
    search,
    setSearch,
    active,
    setActive: (next: ActiveFilter) => address.set({ active: next }),
    sort,
    setSort: (next: string) => address.set({ sort: next }),
    offset,
    setOffset: address.setOffset,
    q,
    page,
    total,
    reorderBlocked,
    filtered: Boolean(q) || active !== 'all',
  };
}
