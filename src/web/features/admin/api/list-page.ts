import { PAGE_LIMIT_DEFAULT, type BulkAction, type BulkResponse, type ContentListQuery, type InquiryListQuery, type Page } from '../../../../domain/api/admin';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

export type { BulkAction, Page };

export const PAGE_SIZE = PAGE_LIMIT_DEFAULT;

/** What a page request sends: a content list's or the inquiries' query, as the server parses it. */
export type PageParams = Partial<ContentListQuery> | Partial<InquiryListQuery>;

/**
 * GET /api/admin/{type}?q&limit&offset&sort&…filters → `{ items, total }`. The limit is always sent, so the
 * server always answers a page (decision 0024); the plain arrays are for the API's other clients.
 */
export const listPage = <T>(path: string, params: PageParams) => adminRequest<Page<T>>(`${path}${query({ limit: PAGE_SIZE, ...params })}`);

/** POST /api/admin/{type}/bulk { ids, action } → { updated }. */
export const bulkAction = (type: string, ids: number[], action: BulkAction, regionId: number | undefined) =>
  adminRequest<BulkResponse>(`/api/admin/${type}/bulk${query({ regionId })}`, { method: 'POST', body: { ids, action } });
