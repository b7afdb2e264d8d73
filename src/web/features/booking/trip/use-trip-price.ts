import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Language } from '../../../../domain/language-codes';
import { PARTY_LIMIT_CODE } from '../../../../domain/party-rules';
import { legsParam, TRIP_REFUSAL_CODE, type SharedLeg } from '../../../../domain/trip-params';
import { ApiError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { tripQuery } from '../api/trip-query';
import type { TripPriceState } from '../hooks/use-trip';
import { tripAsQuote } from './trip-quote';

/** How long the legs must stay still before the trip is priced (a day typed digit by digit asks once). */
const TRIP_DEBOUNCE_MS = 300;

export interface TripPricing {
  regionId: number | undefined;
  aircraftType: string;
  passengers: number;
  language: Language;
}

/** The refusals the server words in the visitor's language: the trip itself, and a party its aircraft cannot take. */
const LOCALIZED_CODES: readonly string[] = [TRIP_REFUSAL_CODE, PARTY_LIMIT_CODE];

/**
 * A refusal of the trip in the server's words (a 400: a place unknown, a gap between legs, a past day…), in the
 * visitor's language; a refusal of the request's shape (a day written wrongly) is the API's English.
 */
function refusalOf(error: unknown): TripPriceState['refusal'] {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const localized = error.issues.some((issue) => LOCALIZED_CODES.includes((issue as { code?: string }).code ?? ''));
  return { message: error.serverMessage, localized };
}

/**
 * The trip's one price call, asked once the legs have stayed still for a moment, read as a flight's answer so
 * the one estimate card shows it; its state goes up to the flights tab (`report`). In the editor's chunk, so the
 * page's first load does not carry it.
 */
export function useTripPrice(legs: readonly SharedLeg[], pricing: TripPricing, report: (state: TripPriceState | null) => void) {
  const settledLegs = useDebouncedValue(legs, TRIP_DEBOUNCE_MS);
  // Priced only for the legs shown: while they settle, the card says it is calculating.
  const settled = legsParam(settledLegs) === legsParam(legs);
  const price = useQuery({ ...tripQuery(settled ? { ...pricing, legs: settledLegs } : null), select: tripAsQuote });
  const { data, isPending, isError, isFetching, dataUpdatedAt, error, refetch } = price;

  useEffect(() => {
    report({
      result: settled && !isError ? data : undefined,
      loading: !settled || isPending,
      failed: isError,
      fetching: isFetching,
      updatedAt: dataUpdatedAt,
      refusal: refusalOf(error),
      refetch: () => void refetch(),
    });
  }, [settled, data, isPending, isError, isFetching, dataUpdatedAt, error, refetch, report]);
  useEffect(() => () => report(null), [report]);
}
