import type { DestinationPricingUpsert } from '../../../../domain/api/admin';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

export interface DestinationPrice {
  id: number;
  destinationId: number;
  aircraftType: string;
  sameDayPrice: number | null;
  scenicPrice: number | null;
  oneWayPrice: number | null;
  sameDayIframeHtml: string | null;
  scenicIframeHtml: string | null;
  oneWayIframeHtml: string | null;
}

/** GET /api/destination-pricing?regionId (admin). */
export const listDestinationPrices = (regionId: number) => adminRequest<DestinationPrice[]>(`/api/destination-pricing${query({ regionId })}`);

/** PUT /api/destination-pricing/upsert: blank prices are sent as null (not available). */
export const upsertDestinationPrice = (regionId: number, body: Partial<Record<keyof DestinationPricingUpsert, unknown>>) =>
  adminRequest<DestinationPrice>(`/api/destination-pricing/upsert${query({ regionId })}`, { method: 'PUT', body });
