import { query } from '../../../lib/api-client';
import { adminAnswer, adminRequest } from './admin-request';
import { trashEntryOf } from './trash';

export type Row = Record<string, unknown> & { id: number };

export interface Scope {
  regionId?: number;
  appContext?: 'main' | 'twin';
}

/** GET /api/admin/{type}?regionId&appContext: every row, inactive ones too, in display order. */
export const listRows = (type: string, scope: Scope) => adminRequest<Row[]>(`/api/admin/${type}${query({ ...scope })}`);

/** GET /api/admin/{type}/{id}?regionId: one row with its version (404 when it is not in that region). */
export const getRow = (type: string, id: string, regionId: number | undefined) => adminRequest<Row>(`/api/admin/${type}/${encodeURIComponent(id)}${query({ regionId })}`);

/** POST /api/{type} without an id, PUT /api/{type}/{id} with one (docs/product.md §4). */
export const saveRow = (type: string, id: number | undefined, body: Record<string, unknown>, regionId: number | undefined) =>
  adminRequest<Row>(id === undefined ? `/api/${type}${query({ regionId })}` : `/api/${type}/${id}${query({ regionId })}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
  });

/**
 * DELETE /api/{type}/{id}?regionId (204) with the version the list showed (a stale one is refused, 409);
 * answers the Trash entry the delete created, for the toast's Undo.
 */
export const deleteRow = async (type: string, id: number, regionId: number | undefined, version: number | undefined) =>
  trashEntryOf(
    await adminAnswer<void>(`/api/${type}/${id}${query({ regionId })}`, { method: 'DELETE', ...(version !== undefined ? { body: { version } } : {}) }),
  );

/** POST /api/{type}/reorder with orderedIds, saved in one transaction. */
export const reorderRows = (type: string, orderedIds: number[], regionId: number | undefined) =>
  adminRequest<unknown>(`/api/${type}/reorder${query({ regionId })}`, { method: 'POST', body: { orderedIds } });
