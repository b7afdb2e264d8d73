import type { ClickStats } from '../../../../domain/api/admin/responses';
import type { RegionSettings } from '../../../../domain/api/admin/settings';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

export const getSettings = (regionId: number) => adminRequest<RegionSettings>(`/api/admin/settings${query({ regionId })}`);
/** What the Settings form sends as typed (the server's schema reads the numbers): the fee and the charges (left out: kept). */
export interface SettingsBody {
  bookingFee: { percent: string; minimum: string };
  fuelSurcharge?: { percent: string };
  passengerLevy?: { adult: string; child: string };
}

/** PUT with the version the tab showed (0 while the region has no settings of its own); stale → 409. */
export const saveSettings = (regionId: number, body: SettingsBody, version?: number) =>
  adminRequest<RegionSettings>('/api/admin/settings', { method: 'PUT', body: { regionId, ...body, ...(version !== undefined ? { version } : {}) } });

export type { ClickStats };
export const getClickStats = (regionId: number | undefined, days: number) => adminRequest<ClickStats>(`/api/admin/analytics/booking-clicks${query({ regionId, days })}`);
