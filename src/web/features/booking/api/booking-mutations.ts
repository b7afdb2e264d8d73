import type { AppContext } from '../../../../domain/app-context';
import { apiRequest, idempotencyKey } from '../../../lib/api-client';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';
import { embedPartner, isHostFramed, postToHost } from '../../../lib/host-bridge';

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

/** What the page showed when Book Now was pressed, for an embedding page: the snapshot and the aircraft's name. */
export interface BookingClickShown {
  snapshot: BookingSnapshot;
  aircraftName: string;
}

/** Tells an embedding page about the click, with the route's slugs, names and party (its code loads only in a frame). */
function tellHost({ snapshot, aircraftName }: BookingClickShown, estimatedPrice: BookingClickPayload['estimatedPrice']) {
  if (!isHostFramed()) return;
  void import('../../../lib/host-route').then(({ completeHostRoute, hostRoute }) => {
    const route = completeHostRoute(hostRoute(snapshot, aircraftName));
    if (route) postToHost('book-click', { ...route, total: typeof estimatedPrice === 'number' ? estimatedPrice : null, currency: 'AUD' });
  });
}

/** POST /api/booking-clicks: best effort, a failure never blocks the visitor. */
export function recordBookingClick(payload: BookingClickPayload, shown: BookingClickShown): Promise<void> {
  tellHost(shown, payload.estimatedPrice);
  return apiRequest<unknown>('/api/booking-clicks', {
    method: 'POST',
    body: { ...payload, bookingUrl: payload.bookingUrl ?? undefined, partner: embedPartner() },
    headers: { 'Idempotency-Key': idempotencyKey() },
  }).then(
    () => undefined,
    () => undefined,
  );
}
