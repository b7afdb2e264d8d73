import type { BookingSnapshot } from '../../src/web/lib/booking-snapshot';

/** A chosen and quoted flight as the booking page hands it around (Jandakot → Rottnest Island, A$1,234), with `over` changed. */
export function bookingSnapshot(over: Partial<BookingSnapshot> = {}): BookingSnapshot {
  return {
    regionId: 1,
    regionCode: 'WA',
    appContext: 'main',
    departure: { id: 1, value: 'jandakot', name: 'Jandakot' },
    destination: { id: 2, value: 'rottnest-island', name: 'Rottnest Island' },
    flightType: 'same-day',
    aircraftType: '3-passengers',
    estimate: 1234,
    breakdown: null,
    bookingUrl: null,
    isCustomRoute: false,
    ...over,
  };
}
