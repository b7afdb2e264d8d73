import type { PricingRule } from '../../../../domain/api/admin/pricing-rules';
import type { RouteOverride } from '../../../../domain/api/admin/route-overrides';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

/** GET /api/admin/pricing-rules?appContext: every aircraft type of that app context (version 0: no rule yet). */
export const listPricingRules = (appContext: 'main' | 'twin') => adminRequest<PricingRule[]>(`/api/admin/pricing-rules${query({ appContext })}`);

/** PUT /api/admin/pricing-rules with the version the view showed (0 when the aircraft had no rule); stale → 409. */
export const savePricingRule = (body: Record<string, unknown>) => adminRequest<PricingRule>('/api/admin/pricing-rules', { method: 'PUT', body });

/** GET /api/admin/route-overrides/:destinationId: the route prices that win over a destination's prices. */
export const listRouteOverrides = (destinationId: number) => adminRequest<RouteOverride[]>(`/api/admin/route-overrides/${destinationId}`);
