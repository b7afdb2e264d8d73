import type { AdminRoutePricing, RouteDeleteScope, RoutePricingInput } from '../../../../domain/api/admin';
import { query } from '../../../lib/api-client';
import { adminAnswer, adminRequest } from './admin-request';
import { trashEntryOf } from './trash';

/**
 * GET /api/admin/route-pricing scoped to a departure (and a destination and aircraft): the list is never the
 * whole price table (decision 0028), so a scope is required here.
 */
export const listRoutePricesOf = (scope: { departureLocationId: number; destinationId?: number; aircraftType?: string }) =>
  adminRequest<AdminRoutePricing[]>(`/api/admin/route-pricing${query(scope)}`);

/** `version`: the row's version when the dialog opened (a stale one is refused with 409). */
type RouteBody = Partial<Record<keyof RoutePricingInput, unknown>> & { version?: number };

/** POST /api/route-pricing, or PUT /api/route-pricing/{id} for a row that exists. */
export const saveRoutePrice = (id: number | undefined, body: RouteBody, regionId: number) =>
  adminRequest<AdminRoutePricing>(id === undefined ? `/api/route-pricing${query({ regionId })}` : `/api/route-pricing/${id}${query({ regionId })}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
  });

/**
 * DELETE /api/route-pricing/{id} (204) with the version the table showed; answers the Trash entry it made.
 * `scope` 'route' (default) takes every flight type of the route, 'price' only this one.
 */
export const deleteRoutePrice = async (id: number, regionId: number, version: number | undefined, scope: RouteDeleteScope = 'route') =>
  trashEntryOf(
    await adminAnswer<void>(`/api/route-pricing/${id}${query({ regionId, scope: scope === 'route' ? undefined : scope })}`, {
      method: 'DELETE',
      ...(version !== undefined ? { body: { version } } : {}),
    }),
  );
