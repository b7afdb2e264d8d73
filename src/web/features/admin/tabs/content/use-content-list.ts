import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Scope } from '../../api/content';
import { listPage, PAGE_SIZE } from '../../api/list-page';
import { adminKeys } from '../../api/query-keys';
import { useDebouncedValue } from '../../components/use-debounced-value';
import type { ResourceSpec } from './resources';

export type ActiveFilter = 'all' | 'true' | 'false';
export const DISPLAY_ORDER = 'displayOrder';

/** Search, Active filter, sort and page of one content list, and the page they select. */
export function useContentList(spec: ResourceSpec, scope: Scope, enabled: boolean) {
  const [search, setSearch] = useState('');
  const [active, setActive] = useState<ActiveFilter>('all');
  const [sort, setSort] = useState(DISPLAY_ORDER);
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(search.trim());

  // A new search, filter, order or scope starts again at the first page.
  const scopeKey = `${scope.regionId}:${scope.appContext}`;
  useEffect(() => setOffset(0), [q, active, sort, scopeKey]);

  const params = { q: q || undefined, isActive: active === 'all' ? undefined : active, sort, offset, limit: PAGE_SIZE };
  const page = useQuery({
    queryKey: adminKeys.list(spec.type, scope, params),
    queryFn: () => listPage(`/api/admin/${spec.type}`, { ...scope, ...params }, [spec.nameField, ...(spec.searchAlso ?? [])]),
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

  return { params, pageSize: PAGE_SIZE, search, setSearch, active, setActive, sort, setSort, offset, setOffset, q, page, total, reorderBlocked, filtered: Boolean(q) || active !== 'all' };
}
