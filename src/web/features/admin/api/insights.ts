import type { RegionSettings } from '../../../../domain/api/admin/settings';
import { apiRequest, query } from '../../../lib/api-client';

export const getSettings = (regionId: number) => apiRequest<RegionSettings>(`/api/admin/settings${query({ regionId })}`);
export const saveSettings = (regionId: number, percent: string, minimum: string) =>
  apiRequest<RegionSettings>('/api/admin/settings', { method: 'PUT', body: { regionId, bookingFee: { percent, minimum } } });

export interface ClickStats {
  days: number;
  total: number;
  byRoute: { departure: string | null; destination: string | null; clicks: number }[];
  byAircraft: { aircraftType: string | null; clicks: number }[];
  byPartner: { partner: string; clicks: number }[];
  byDay: { day: string; clicks: number }[];
}
export const getClickStats = (regionId: number | undefined, days: number) => apiRequest<ClickStats>(`/api/admin/analytics/booking-clicks${query({ regionId, days })}`);
