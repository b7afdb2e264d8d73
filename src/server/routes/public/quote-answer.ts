import { z } from 'zod';
import type { AircraftType } from '../../../domain/aircraft';
import { calculatePriceResponseSchema } from '../../../domain/api/pricing';
import type { FlightType } from '../../../domain/flight-types';
import type { Language } from '../../../domain/language-codes';
import { perthToday } from '../../../domain/price-date';
import { sourcedQuote, type PricingSnapshot } from '../../services/pricing';
import type { QuoteParty } from '../../../domain/pricing/resolver';
import type { ResolvedLocations } from '../../../domain/pricing/snapshot';
import { cachedPriceJson } from './price-response';

/** The day an answer prices and whether the visitor named it, the language of its line labels, the party. */
export interface AnswerFor {
  date: string;
  dateGiven: boolean;
  language: Language;
  /** Undefined: none given, the per-passenger charges are for every seat (decision 0069). */
  party: QuoteParty | undefined;
}

/** The request's day, else today in Perth (decision 0063), and its party if any. */
export const answerFor = (date: string | undefined, language: Language, now: Date, party?: QuoteParty): AnswerFor => ({
  date: date ?? perthToday(now),
  dateGiven: date !== undefined,
  language,
  party,
});

/**
 * What POST /api/calculate-price answers for one aircraft, as JSON, from the one resolver (the admin price
 * grid calls it too). The route call, POST /api/calculate-prices, joins these same strings, cached under the
 * same key, so an aircraft's entry there is byte for byte the single call's answer.
 */
export function quoteAnswerJson(
  snapshot: PricingSnapshot,
  aircraftType: AircraftType,
  flightType: FlightType,
  locations: ResolvedLocations,
  now: Date,
  on: AnswerFor,
  serialize: (value: unknown) => string = serializeQuoteAnswer,
): string {
  // The key holds what the answer depends on once resolved, so "12", "012" and "jandakot" share one entry, as
  // do all the destinations a scenic flight ignores.
  const key = `${aircraftType}|${flightType}|${locations.departure.id}|${locations.destination?.id ?? ''}|${on.date}|${on.dateGiven ? 1 : 0}|${on.language}|${on.party ? `${on.party.adults}+${on.party.children}` : ''}`;
  return cachedPriceJson(snapshot, key, now, serialize, (at) => {
    const result = sourcedQuote(snapshot, aircraftType, flightType, locations, at, { date: on.date, language: on.language, party: on.party }).quote;
    return {
      ...result,
      aircraftType,
      flightType,
      departure: locations.departure.value,
      destination: locations.destination?.value ?? (result.isScenic || result.isPilotTraining ? locations.departure.value : null),
      priceDate: on.date,
      dateGiven: on.dateGiven,
      party: on.party ?? null,
    };
  });
}

/**
 * The single call's response schema applied as its route's serializer applies it (encode, then stringify), so
 * an entry first made by the route call is the same text the single call would have made.
 */
function serializeQuoteAnswer(value: unknown): string {
  const encoded = z.safeEncode(calculatePriceResponseSchema, value as z.output<typeof calculatePriceResponseSchema>);
  if (!encoded.success) throw new Error(`A quote did not match its response schema: ${encoded.error.message}`);
  return JSON.stringify(encoded.data);
}

/** The estimate of a quote's JSON is its first field: a number when priced, a text (NOT AVAILABLE, PRICE ON REQUEST…) otherwise. */
export const isPricedJson = (json: string): boolean => !json.startsWith('{"estimate":"');
