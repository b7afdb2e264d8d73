import type { AppContext } from '../../../../domain/app-context';
import { apiRequest, idempotencyKey } from '../../../lib/api-client';
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

/** POST /api/booking-clicks: best effort, a failure never blocks the visitor. */
export function recordBookingClick(payload: BookingClickPayload): Promise<void> {
  const { departure, destination, flightType, aircraftType: aircraft, estimatedPrice } = payload;
  postToHost('book-click', { departure, destination, flightType, aircraft, total: typeof estimatedPrice === 'number' ? estimatedPrice : null, currency: 'AUD' });
  return apiRequest<unknown>('/api/booking-clicks', {
    method: 'POST',
    body: { ...payload, bookingUrl: payload.bookingUrl ?? undefined, partner: embedPartner() },
    headers: { 'Idempotency-Key': idempotencyKey() },
  }).then(
    () => undefined,
    () => undefined,
  );
}
