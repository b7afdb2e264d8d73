import type { ClickStats } from '../../../../domain/api/admin/responses';
import type { RegionSettings } from '../../../../domain/api/admin/settings';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

export const getSettings = (regionId: number) => adminRequest<RegionSettings>(`/api/admin/settings${query({ regionId })}`);
/** PUT with the version the tab showed (0 while the region has no settings of its own); stale → 409. */
export const saveSettings = (regionId: number, percent: string, minimum: string, version?: number) =>
  adminRequest<RegionSettings>('/api/admin/settings', { method: 'PUT', body: { regionId, bookingFee: { percent, minimum }, ...(version !== undefined ? { version } : {}) } });

export type { ClickStats };
export const getClickStats = (regionId: number | undefined, days: number) => adminRequest<ClickStats>(`/api/admin/analytics/booking-clicks${query({ regionId, days })}`);
