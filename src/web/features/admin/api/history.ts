import type { HistoryPage, HistoryRestored } from '../../../../domain/api/admin/history';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

export type { HistoryChange, HistoryEntry, HistoryPage } from '../../../../domain/api/admin/history';

/** Which item a History is of: its API type (a content type or 'route-pricing'), its id, and the region it is read in. */
export interface HistoryOf {
  type: string;
  id: number;
  regionId: number | undefined;
}

/** How many entries the panel reads at a time. */
export const HISTORY_PAGE = 10;

/** GET /api/admin/{type}/{id}/history: a page of entries, newest first, older than the cursor `before` (the page before's nextBefore) when given. */
export const getHistory = (item: HistoryOf, before: string | undefined) =>
  adminRequest<HistoryPage>(`/api/admin/${item.type}/${item.id}/history${query({ limit: HISTORY_PAGE, before, regionId: item.regionId })}`);

/**
 * POST /api/admin/{type}/{id}/history/restore: version `restore` comes back as a new version; `version` is the
 * one the panel shows (a 409 names who changed it since).
 */
export const restoreHistoryVersion = (item: HistoryOf, restore: number, version: number | undefined) =>
  adminRequest<HistoryRestored>(`/api/admin/${item.type}/${item.id}/history/restore${query({ regionId: item.regionId })}`, {
    method: 'POST',
    body: version === undefined ? { restore } : { restore, version },
  });
