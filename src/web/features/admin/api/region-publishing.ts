import type { AdminContentItem, RegionReadiness } from '../../../../domain/api/admin';
import { adminRequest } from './admin-request';

/** The region's readiness, under the regions' key so every region write refreshes it (decision 0044). */
export const regionReadinessKey = (regionId: number) => ['admin', 'regions', 'readiness', regionId] as const;

/** GET /api/admin/regions/:id/readiness: what the region still needs to go live. */
export const fetchRegionReadiness = (regionId: number) => adminRequest<RegionReadiness>(`/api/admin/regions/${regionId}/readiness`);

/** POST /api/admin/regions/:id/publish or /unpublish with the version staff saw: the region as saved. */
export const setRegionPublished = (regionId: number, live: boolean, version: number) =>
  adminRequest<AdminContentItem<'regions'>>(`/api/admin/regions/${regionId}/${live ? 'publish' : 'unpublish'}`, { method: 'POST', body: { version } });
