import { query } from '../../../lib/api-client';
import { adminRequest, type AdminAnswer } from './admin-request';

/** What went with a deleted item, in words ('76 route prices', 'the default departure of Western Australia'). */
export interface ImpactItem {
  kind: string;
  count?: number;
  label: string;
}

/** GET …/delete-impact: what a delete would take with it, and whether it is refused (a region's default). */
export interface DeleteImpact {
  items: ImpactItem[];
  blocked: boolean;
  message?: string;
}

export interface TrashEntry {
  id: number;
  type: string;
  typeLabel?: string;
  name: string;
  deletedBy: string | null;
  deletedAt: string;
  summary?: ImpactItem[] | string | null;
}

/** GET /api/admin/{type}/{id}/delete-impact?regionId */
export const deleteImpact = (type: string, id: number, regionId: number | undefined) =>
  adminRequest<DeleteImpact>(`/api/admin/${type}/${id}/delete-impact${query({ regionId })}`);

/** The `Trash-Entry` header of a DELETE's answer: the entry that Undo restores. */
export function trashEntryOf(answer: AdminAnswer<unknown>): number | undefined {
  const id = Number(answer.headers.get('trash-entry'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** GET /api/admin/trash?q&limit&offset, newest first. */
export const listTrash = (params: { q?: string; limit: number; offset: number }) =>
  adminRequest<{ items: TrashEntry[]; total: number }>(`/api/admin/trash${query(params)}`);

/** POST /api/admin/trash/{id}/restore: the item and what went with it come back. */
export const restoreTrash = (id: number) => adminRequest<{ message?: string; skipped?: (ImpactItem | string)[] }>(`/api/admin/trash/${id}/restore`, { method: 'POST', body: {} });

/** DELETE /api/admin/trash/{id}: gone for good. */
export const purgeTrash = (id: number) => adminRequest<void>(`/api/admin/trash/${id}`, { method: 'DELETE' });
