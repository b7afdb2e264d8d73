import type { PriceAdjustment } from '../../../../domain/api/admin/price-adjustments';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

/** GET /api/admin/price-adjustments?regionId: the region's adjustments by date (decision 0063). */
export const listPriceAdjustments = (regionId: number) => adminRequest<PriceAdjustment[]>(`/api/admin/price-adjustments${query({ regionId })}`);

/** POST a new adjustment, or PUT one with the version the form opened (stale → 409). */
export const savePriceAdjustment = (id: number | undefined, body: Record<string, unknown>) =>
  id === undefined
    ? adminRequest<PriceAdjustment>('/api/admin/price-adjustments', { method: 'POST', body })
    : adminRequest<PriceAdjustment>(`/api/admin/price-adjustments/${id}`, { method: 'PUT', body });

/** DELETE one, with the version the list showed. */
export const removePriceAdjustment = (id: number, version: number) =>
  adminRequest<{ id: number; deleted: true }>(`/api/admin/price-adjustments/${id}`, { method: 'DELETE', body: { version } });
