import { apiRequest, query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';
import type { Row } from './content';

/** One page of an admin list, as GET /api/admin/{type} answers a page request (q, limit, offset or sort). */
export interface Page<T = Row> {
  items: T[];
  total: number;
}

export const PAGE_SIZE = 50;

export interface PageParams {
  q?: string | undefined;
  sort?: string | undefined;
  offset?: number | undefined;
  limit?: number | undefined;
  [filter: string]: string | number | boolean | undefined;
}

/**
 * GET /api/admin/{type}?q&limit&offset&sort&…filters → `{ items, total }`. A server that predates paging
 * ignores the parameters and answers the plain array of SPEC §7 (or `{ items }` for inquiries); that list is paged here the same way
 * (search on the given fields, filters, sort, slice), so the tab works against either.
 */
export async function listPage(path: string, params: PageParams, searchFields: readonly string[]): Promise<Page> {
  const answer = await apiRequest<Page | { items: Row[]; total?: undefined } | Row[]>(`${path}${query({ limit: PAGE_SIZE, ...params })}`);
  if (Array.isArray(answer)) return pageOf(answer, params, searchFields);
  return answer.total === undefined ? pageOf(answer.items, params, searchFields) : answer;
}

const LOCAL_FILTERS = ['isActive', 'status'] as const;

function pageOf(rows: Row[], { q, sort, offset = 0, limit = PAGE_SIZE, ...filters }: PageParams, searchFields: readonly string[]): Page {
  const needle = q?.trim().toLowerCase() ?? '';
  const matching = rows.filter(
    (row) =>
      (!needle || searchFields.some((field) => String(row[field] ?? '').toLowerCase().includes(needle))) &&
      // The scope (region, app context) is applied by the server either way; the list's own filters here.
      LOCAL_FILTERS.every((key) => filters[key] === undefined || filters[key] === '' || String(row[key]) === String(filters[key])),
  );
  if (sort) {
    const field = sort.replace(/^-/, '');
    const sign = sort.startsWith('-') ? -1 : 1;
    matching.sort((a, b) => sign * String(a[field] ?? '').localeCompare(String(b[field] ?? ''), undefined, { numeric: true }));
  }
  return { items: matching.slice(offset, offset + limit), total: matching.length };
}

export type BulkAction = 'activate' | 'deactivate' | 'delete';

/** POST /api/admin/{type}/bulk { ids, action } → { updated }. */
export const bulkAction = (type: string, ids: number[], action: BulkAction, regionId: number | undefined) =>
  adminRequest<{ updated: number }>(`/api/admin/${type}/bulk${query({ regionId })}`, { method: 'POST', body: { ids, action } });
