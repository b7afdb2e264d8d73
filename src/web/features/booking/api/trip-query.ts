import { queryOptions } from '@tanstack/react-query';
import type { CalculateTripResponse } from '../../../../domain/api/trip';
import type { Language } from '../../../../domain/language-codes';
import type { SharedLeg } from '../../../../domain/trip-params';
import { apiRequest } from '../../../lib/api-client';
import { embedPartner } from '../../../lib/host-bridge';
import { QUOTE_FAILS_FAST, quoteSignal } from './pricing-queries';

export interface TripKey {
  regionId: number | undefined;
  aircraftType: string;
  /** Who flies, counted ("Who's flying?"): the per-person charges are for them. */
  passengers: number;
  legs: readonly SharedLeg[];
  /** The lines' labels and the summary are in it. */
  language: Language;
}

/**
 * POST /api/calculate-trip: the whole trip in one answer (decision 0070), failing fast like the flight's
 * quote. Its key is the trip itself, so going back to a trip already priced asks nothing.
 */
export const tripQuery = (trip: TripKey | null) =>
  queryOptions({
    queryKey: ['booking', 'calculate-trip', trip?.regionId, trip?.aircraftType, trip?.passengers, trip?.legs, trip?.language] as const,
    queryFn: ({ signal }) =>
      apiRequest<CalculateTripResponse>('/api/calculate-trip', {
        method: 'POST',
        body: { aircraftType: trip!.aircraftType, regionId: trip!.regionId, passengers: trip!.passengers, legs: trip!.legs, language: trip!.language, partner: embedPartner() },
        signal: quoteSignal(signal),
      }),
    ...QUOTE_FAILS_FAST,
    // The server holds a quoted price for 20 minutes; re-ask well before that.
    staleTime: 5 * 60_000,
    enabled: trip !== null && trip.regionId !== undefined && trip.legs.length > 0,
  });
