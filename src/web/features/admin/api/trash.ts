import type { DeleteImpact, RestoreResult, TrashList } from '../../../../domain/api/admin/trash';
import { TRASH_ENTRY_HEADER } from '../../../../domain/api/admin/trash';
import { query } from '../../../lib/api-client';
import { adminRequest, type AdminAnswer } from './admin-request';

export type { DeleteImpact, ImpactItem, TrashEntry } from '../../../../domain/api/admin/trash';

/** GET /api/admin/{type}/{id}/delete-impact?regionId */
export const deleteImpact = (type: string, id: number, regionId: number | undefined) =>
  adminRequest<DeleteImpact>(`/api/admin/${type}/${id}/delete-impact${query({ regionId })}`);

/** The `Trash-Entry` header of a DELETE's answer: the entry that Undo restores. */
export function trashEntryOf(answer: AdminAnswer<unknown>): number | undefined {
  const id = Number(answer.headers.get(TRASH_ENTRY_HEADER));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** GET /api/admin/trash?q&limit&offset, newest first. */
export const listTrash = (params: { q?: string; limit: number; offset: number }) =>
  adminRequest<TrashList>(`/api/admin/trash${query(params)}`);

/** POST /api/admin/trash/{id}/restore: the item and what went with it come back. */
export const restoreTrash = (id: number) => adminRequest<RestoreResult>(`/api/admin/trash/${id}/restore`, { method: 'POST', body: {} });

/** DELETE /api/admin/trash/{id}: gone for good. */
export const purgeTrash = (id: number) => adminRequest<void>(`/api/admin/trash/${id}`, { method: 'DELETE' });
