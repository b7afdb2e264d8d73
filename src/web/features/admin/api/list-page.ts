import { query } from '../../../lib/api-client';
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
 * GET /api/admin/{type}?q&limit&offset&sort&…filters → `{ items, total }`. The limit is always sent, so the
 * server always answers a page (decision 0024); the plain arrays are for the clients of docs/product.md §7 only.
 */
export const listPage = (path: string, params: PageParams) => adminRequest<Page>(`${path}${query({ limit: PAGE_SIZE, ...params })}`);

export type BulkAction = 'activate' | 'deactivate' | 'delete';

/** POST /api/admin/{type}/bulk { ids, action } → { updated }. */
export const bulkAction = (type: string, ids: number[], action: BulkAction, regionId: number | undefined) =>
  adminRequest<{ updated: number }>(`/api/admin/${type}/bulk${query({ regionId })}`, { method: 'POST', body: { ids, action } });
