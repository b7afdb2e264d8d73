import { useQuery } from '@tanstack/react-query';
import { listRows, type Row, type Scope } from '../../api/content';
import { adminKeys } from '../../api/query-keys';

export type Opened = { state: 'form'; row: Row | undefined } | { state: 'loading' } | { state: 'missing' };

/**
 * The side panel's content for the address's item: the new-item form, a row's form, or why there is none.
 * A row on the page on screen is used as it is; one opened by its address (a shared link, a reload) may be
 * on another page, so then the type's whole list in this scope is read once to find it.
 */
export function useOpenedRow(type: string, scope: Scope, item: string | undefined, pageRows: Row[], enabled: boolean): Opened {
  const onPage = pageRows.find((row) => String(row.id) === item);
  const wanted = item !== undefined && item !== 'new' && !onPage;
  const all = useQuery({ queryKey: adminKeys.list(type, scope), queryFn: () => listRows(type, scope), enabled: enabled && wanted });
  if (item === undefined || item === 'new') return { state: 'form', row: undefined };
  const row = onPage ?? all.data?.find((r) => String(r.id) === item);
  if (row) return { state: 'form', row };
  return all.isPending && enabled ? { state: 'loading' } : { state: 'missing' };
}
