import type { AdminDestinationPricing, DestinationPricingUpsert } from '../../../../domain/api/admin';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

/** One destination price as the admin reads it (with its version). */
export type DestinationPrice = AdminDestinationPricing;

/** GET /api/destination-pricing?regionId (admin). */
export const listDestinationPrices = (regionId: number) => adminRequest<DestinationPrice[]>(`/api/destination-pricing${query({ regionId })}`);

/** PUT /api/destination-pricing/upsert: blank prices are sent as null (not available). */
export const upsertDestinationPrice = (regionId: number, body: Partial<Record<keyof DestinationPricingUpsert, unknown>>) =>
  adminRequest<DestinationPrice>(`/api/destination-pricing/upsert${query({ regionId })}`, { method: 'PUT', body });
