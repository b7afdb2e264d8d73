import type { AdminRoutePricing, RoutePricingInput } from '../../../../domain/api/admin';
import { apiRequest, query } from '../../../lib/api-client';

/** GET /api/admin/route-pricing?regionId: every route price of the region's departures, in dollars. */
export const listRoutePrices = (regionId: number) => apiRequest<AdminRoutePricing[]>(`/api/admin/route-pricing${query({ regionId })}`);

type RouteBody = Partial<Record<keyof RoutePricingInput, unknown>>;

/** POST /api/route-pricing, or PUT /api/route-pricing/{id} for a row that exists. */
export const saveRoutePrice = (id: number | undefined, body: RouteBody, regionId: number) =>
  apiRequest<AdminRoutePricing>(id === undefined ? `/api/route-pricing${query({ regionId })}` : `/api/route-pricing/${id}${query({ regionId })}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
  });

/** DELETE /api/route-pricing/{id} (204). */
export const deleteRoutePrice = (id: number, regionId: number) => apiRequest<void>(`/api/route-pricing/${id}${query({ regionId })}`, { method: 'DELETE' });
