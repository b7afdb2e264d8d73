import { useQuery } from '@tanstack/react-query';
import type { AdminContentItem, AdminContentType } from '../../../../../domain/api/admin';
import { getRow, type Scope } from '../../api/content';
import { adminKeys } from '../../api/query-keys';

export type Opened<K extends AdminContentType = AdminContentType> = { state: 'form'; row: AdminContentItem<K> | undefined } | { state: 'loading' } | { state: 'missing' };

/**
 * The side panel's content for the address's item: the new-item form, a row's form, or why there is none.
 * A row on the page on screen is used as it is; one opened by its address (a shared link, a reload) may be
 * on another page, so then that one row is read (GET /api/admin/{type}/{id}). A row of another region (the
 * server's 404) or of the other app context is not found: the form would save it where it does not belong.
 */
export function useOpenedRow<K extends AdminContentType>(type: K, scope: Scope, item: string | undefined, pageRows: AdminContentItem<K>[], enabled: boolean): Opened<K> {
  const onPage = pageRows.find((row) => String(row.id) === item);
  const wanted = item !== undefined && item !== 'new' && !onPage;
  const one = useQuery({
    queryKey: adminKeys.item(type, item ?? '', scope.regionId),
    queryFn: () => getRow(type, item!, scope.regionId),
    enabled: enabled && wanted,
    // A 404 is an answer, not a hiccup to retry.
    retry: false,
  });
  if (item === undefined || item === 'new') return { state: 'form', row: undefined };
  const row = onPage ?? one.data;
  if (row && inContext(row, scope)) return { state: 'form', row };
  return one.isPending && enabled && !row ? { state: 'loading' } : { state: 'missing' };
}

/** Whether a row belongs to the app context on screen (rows of a type without contexts belong to every one). */
export const inContext = (row: AdminContentItem, scope: Scope): boolean => scope.appContext === undefined || !('appContext' in row) || row.appContext === scope.appContext;
