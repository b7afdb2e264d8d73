import { useEffect } from 'react';
import type { BookingSnapshot } from '../lib/booking-snapshot';
import { postToHost } from '../lib/embed-host';

/** Tells an embedding page (embed.js) each new estimate the visitor sees, once per route and aircraft. */
export function HostEstimateReport({ snapshot }: { snapshot: BookingSnapshot }) {
  const { estimate, breakdown, departure, destination, flightType, aircraftType, regionCode } = snapshot;
  const total = typeof estimate === 'number' ? estimate : null;
  useEffect(() => {
    if (total === null) return;
    postToHost('estimate', {
      region: regionCode ?? null,
      departure: departure?.value ?? null,
      destination: destination?.value ?? null,
      flightType,
      aircraftType,
      total,
      perPerson: breakdown?.perPerson ?? null,
      currency: breakdown?.currency ?? 'AUD',
    });
  }, [total, breakdown?.perPerson, breakdown?.currency, departure?.value, destination?.value, flightType, aircraftType, regionCode]);
  return null;
}
