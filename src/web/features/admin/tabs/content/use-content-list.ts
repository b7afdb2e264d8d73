import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminContentItem, AdminContentType } from '../../../../../domain/api/admin';
import type { Scope } from '../../api/content';
import { listPage, PAGE_SIZE } from '../../api/list-page';
import { adminKeys } from '../../api/query-keys';
import { oneOf, useListAddress, useSearchText } from '../../shell/use-list-address';
import type { ResourceSpec } from './content-tabs';
import { DISPLAY_ORDER, reorderBlockedBy, sortChoices, type ActiveFilter } from './list-view';


/** Search, Active filter, sort and page of one content list (kept in the address), and the page they select. */
export function useContentList<K extends AdminContentType>(spec: ResourceSpec<K>, scope: Scope, enabled: boolean) {
  const address = useListAddress(
    { q: { fallback: '' }, active: { fallback: 'all', valid: oneOf('all', 'true', 'false') }, sort: { fallback: DISPLAY_ORDER, valid: oneOf(...sortChoices(spec)) } },
    PAGE_SIZE,
  );
  const { q } = address.state;
  const sort = sortChoices(spec).find((choice) => choice === address.state.sort) ?? DISPLAY_ORDER;
  const active = address.state.active as ActiveFilter;
  const { offset } = address;
  const [search, setSearch] = useSearchText(q, address.setQuery);

  const params = { q: q || undefined, isActive: active === 'all' ? undefined : active === 'true', sort, offset, limit: PAGE_SIZE };
  const page = useQuery({
    queryKey: adminKeys.list(spec.type, scope, params),
    queryFn: () => listPage<AdminContentItem<K>>(`/api/admin/${spec.type}`, { ...scope, ...params }),
    enabled,
    placeholderData: keepPreviousData,
  });

  const total = page.data?.total ?? 0;
  return {
    params,
    rows: page.data?.items ?? [],
    /** The page being read, as the list shows it: loading (when it is read at all), or a failure. */
    pageState: { loading: page.isPending && page.fetchStatus !== 'idle', error: page.error },
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
    reorderBlocked: spec.reorderable ? reorderBlockedBy({ q, active, sort, total }, PAGE_SIZE) : undefined,
    filtered: Boolean(q) || active !== 'all',
  };
}

