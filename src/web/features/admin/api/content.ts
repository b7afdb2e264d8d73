import type { AdminContentItem, AdminContentType } from '../../../../domain/api/admin';
import type { AppContext } from '../../../../domain/app-context';
import { query } from '../../../lib/api-client';
import { adminAnswer, adminRequest } from './admin-request';
import { trashEntryOf } from './trash';

/** One row of a content list as the admin reads it, typed by its type. */
export type ContentRow<K extends AdminContentType = AdminContentType> = AdminContentItem<K>;

/** A POST or PUT body: the form's fields as typed (the server's schema parses them), and the version it was opened at. */
export type ContentBody = { [field: string]: unknown };

export interface Scope {
  regionId?: number;
  appContext?: AppContext;
}

/** GET /api/admin/{type}?regionId&appContext: every row, inactive ones too, in display order. */
export const listRows = <K extends AdminContentType>(type: K, scope: Scope) => adminRequest<ContentRow<K>[]>(`/api/admin/${type}${query({ ...scope })}`);

/** GET /api/admin/{type}/{id}?regionId: one row with its version (404 when it is not in that region). */
export const getRow = <K extends AdminContentType>(type: K, id: string, regionId: number | undefined) =>
  adminRequest<ContentRow<K>>(`/api/admin/${type}/${encodeURIComponent(id)}${query({ regionId })}`);

/** POST /api/{type} without an id, PUT /api/{type}/{id} with one: the row as saved. */
export const saveRow = <K extends AdminContentType>(type: K, id: number | undefined, body: ContentBody, regionId: number | undefined) =>
  adminRequest<ContentRow<K>>(id === undefined ? `/api/${type}${query({ regionId })}` : `/api/${type}/${id}${query({ regionId })}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
  });

/**
 * DELETE /api/{type}/{id}?regionId (204) with the version the list showed (a stale one is refused, 409);
 * answers the Trash entry the delete created, for the toast's Undo.
 */
export const deleteRow = async (type: AdminContentType, id: number, regionId: number | undefined, version: number | undefined) =>
  trashEntryOf(
    await adminAnswer<void>(`/api/${type}/${id}${query({ regionId })}`, { method: 'DELETE', ...(version !== undefined ? { body: { version } } : {}) }),
  );

/** POST /api/{type}/reorder with orderedIds, saved in one transaction. */
export const reorderRows = (type: AdminContentType, orderedIds: number[], regionId: number | undefined) =>
  adminRequest<unknown>(`/api/${type}/reorder${query({ regionId })}`, { method: 'POST', body: { orderedIds } });
