import type { AppContext } from '../../../../domain/app-context';
import { apiRequest, idempotencyKey } from '../../../lib/api-client';
import type { RouteDetail } from '../../../../domain/embed-messages';
import { embedPartner, postToHost } from '../../../lib/host-bridge';

export interface BookingClickPayload {
  aircraftType: string;
  flightType: string;
  departure: string;
  destination: string;
  estimatedPrice: number | string | null;
  bookingUrl: string | null;
  regionId: number | undefined;
  appContext: AppContext;
}

/**
 * POST /api/booking-clicks: best effort, a failure never blocks the visitor. An embedding page hears the
 * click with the route's slugs, names and party (`hostRoute`, null when the route is not complete).
 */
export function recordBookingClick(payload: BookingClickPayload, hostRoute: RouteDetail | null): Promise<void> {
  const { estimatedPrice } = payload;
  if (hostRoute) postToHost('book-click', { ...hostRoute, total: typeof estimatedPrice === 'number' ? estimatedPrice : null, currency: 'AUD' });
  return apiRequest<unknown>('/api/booking-clicks', {
    method: 'POST',
    body: { ...payload, bookingUrl: payload.bookingUrl ?? undefined, partner: embedPartner() },
    headers: { 'Idempotency-Key': idempotencyKey() },
  }).then(
    () => undefined,
    () => undefined,
  );
}
