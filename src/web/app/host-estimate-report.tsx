import { useEffect } from 'react';
import { useAircraftLabel } from '../lib/aircraft-label';
import type { BookingSnapshot } from '../lib/booking-snapshot';
import { postToHost } from '../lib/host-bridge';
import { completeHostRoute, hostRoute } from '../lib/host-route';

/** Tells an embedding page (embed.js) each new estimate the visitor sees, once per route, aircraft and party. */
export function HostEstimateReport({ snapshot }: { snapshot: BookingSnapshot }) {
  const label = useAircraftLabel();
  const { estimate, breakdown, regionCode } = snapshot;
  const total = typeof estimate === 'number' ? estimate : null;
  const route = completeHostRoute(hostRoute(snapshot, label(snapshot.aircraftType)));
  // One key for "the same estimate": a re-render with equal values posts nothing.
  const key = route && total !== null ? JSON.stringify([route, total, breakdown?.perPerson ?? null, regionCode ?? null]) : null;
  useEffect(() => {
    if (!key) return;
    const [detail, amount, perPerson, region] = JSON.parse(key) as [NonNullable<typeof route>, number, number | null, string | null];
    postToHost('estimate', { region, ...detail, total: amount, perPerson, currency: 'AUD' });
  }, [key]);
  return null;
}
