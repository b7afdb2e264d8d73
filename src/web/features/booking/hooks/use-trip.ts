import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CalculatePriceResponse } from '../../../../domain/api/pricing';
import { parseLegsParam, TRIP_PARAM, type SharedLeg } from '../../../../domain/trip-params';
import { addressWithLegs } from '../trip/trip-address';

/** The trip's price as the estimate card reads it, reported by the editor that asks for it (trip/use-trip-price). */
export interface TripPriceState {
  result: CalculatePriceResponse | undefined;
  loading: boolean;
  failed: boolean;
  fetching: boolean;
  updatedAt: number;
  /** The server refused the trip (400), in its words; localized when the server worded it in the visitor's language. */
  refusal: { message: string; localized: boolean } | null;
  refetch(): void;
}

/**
 * The visitor's trip of several legs as the address keeps it (a shared link restores it), and its price as the
 * editor reports it. No `legs=` (or one cut short): a single flight.
 */
export function useTrip() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(TRIP_PARAM);
  const legs = useMemo(() => {
    const parsed = parseLegsParam(raw);
    return parsed && parsed.length > 1 ? parsed : null;
  }, [raw]);
  const [price, setPrice] = useState<TripPriceState | null>(null);

  const setLegs = useCallback(
    (next: readonly SharedLeg[]) => {
      const latest = new URLSearchParams(window.location.search);
      const updated = addressWithLegs(latest, next);
      if (updated.toString() !== latest.toString()) setParams(updated, { replace: true });
    },
    [setParams],
  );
  return { legs, setLegs, price, reportPrice: setPrice };
}
