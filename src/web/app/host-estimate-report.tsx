import { useEffect } from 'react';
import type { BookingSnapshot } from '../lib/booking-snapshot';
import { postToHost } from '../lib/host-bridge';

/** Tells an embedding page (embed.js) each new estimate the visitor sees, once per route and aircraft. */
export function HostEstimateReport({ snapshot }: { snapshot: BookingSnapshot }) {
  const { estimate, breakdown, departure, destination, flightType, aircraftType, regionCode } = snapshot;
  const total = typeof estimate === 'number' ? estimate : null;
  const from = departure?.value;
  const to = destination?.value;
  useEffect(() => {
    if (total === null || !from || !to) return;
    postToHost('estimate', {
      region: regionCode ?? null,
      departure: from,
      destination: to,
      flightType,
      aircraft: aircraftType,
      total,
      perPerson: breakdown?.perPerson ?? null,
      currency: 'AUD',
    });
  }, [total, breakdown?.perPerson, from, to, flightType, aircraftType, regionCode]);
  return null;
}
