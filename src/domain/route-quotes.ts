import type { CalculatePriceResponse, CalculatePricesResponse } from './api/pricing';

/*
 * Reading the route call's answer (POST /api/calculate-prices). Kept apart from the zod schemas in api/pricing.ts
 * so the booking page's first load carries no schema library for it.
 */

/** The estimate of an aircraft that cannot fly the route (the single call and the route call say it alike). */
export const NOT_AVAILABLE_ESTIMATE = 'NOT AVAILABLE';

/** The aircraft of a route answer that can fly it: those priced or quoted otherwise, in catalogue order. */
export const flyingAircraft = (answer: CalculatePricesResponse): string[] =>
  answer.quotes.filter((quote) => quote.estimate !== NOT_AVAILABLE_ESTIMATE).map((quote) => quote.aircraftType);

/** The entry of one aircraft in a route answer (undefined when the answer has none for it). */
export const quoteOf = (answer: CalculatePricesResponse, aircraftType: string): CalculatePriceResponse | undefined =>
  answer.quotes.find((quote) => quote.aircraftType === aircraftType);
