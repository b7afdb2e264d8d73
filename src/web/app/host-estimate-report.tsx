import { useEffect, useRef } from 'react';
import { useAircraftLabel } from '../lib/aircraft-label';
import type { BookingSnapshot } from '../lib/booking-snapshot';

/**
 * Tells an embedding page (embed.js) each new estimate the visitor sees, once per route, aircraft and party.
 * Rendered only inside a partner's frame; the code that names the route loads then (host-route.ts).
 */
export function HostEstimateReport({ snapshot }: { snapshot: BookingSnapshot }) {
  const aircraftName = useAircraftLabel()(snapshot.aircraftType);
  const latest = useRef(snapshot);
  latest.current = snapshot;
  const { estimate, breakdown, departure, destination, flightType, regionCode, party } = snapshot;
  // One key for "the same estimate": a re-render with equal values posts nothing.
  const key = JSON.stringify([estimate, breakdown?.perPerson, departure, destination, flightType, aircraftName, regionCode, party]);
  useEffect(() => {
    const shown = latest.current;
    void import('../lib/host-route').then((m) => m.reportEstimate(shown, aircraftName));
  }, [key, aircraftName]);
  return null;
}
