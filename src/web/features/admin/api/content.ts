import { apiRequest, query } from '../../../lib/api-client';

export type Row = Record<string, unknown> & { id: number };

export interface Scope {
  regionId?: number;
  appContext?: 'main' | 'twin';
}

/** GET /api/admin/{type}?regionId&appContext: every row, inactive ones too, in display order. */
export const listRows = (type: string, scope: Scope) => apiRequest<Row[]>(`/api/admin/${type}${query({ ...scope })}`);

/** POST /api/{type} without an id, PUT /api/{type}/{id} with one (SPEC §4). */
export const saveRow = (type: string, id: number | undefined, body: Record<string, unknown>, regionId: number | undefined) =>
  apiRequest<Row>(id === undefined ? `/api/${type}${query({ regionId })}` : `/api/${type}/${id}${query({ regionId })}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
  });

/** DELETE /api/{type}/{id}?regionId (204). */
export const deleteRow = (type: string, id: number, regionId: number | undefined) =>
  apiRequest<void>(`/api/${type}/${id}${query({ regionId })}`, { method: 'DELETE' });

/** POST /api/{type}/reorder with orderedIds, saved in one transaction. */
export const reorderRows = (type: string, orderedIds: number[], regionId: number | undefined) =>
  apiRequest<unknown>(`/api/${type}/reorder${query({ regionId })}`, { method: 'POST', body: { orderedIds } });
