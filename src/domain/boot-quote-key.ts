import type { Language } from './language-codes';

/** The default route's quotes as a booking page's boot data carries them: one POST answer, named as both sides write it. */
export interface BootQuote {
  flightType: string;
  /** A route still incomplete gets a key no page carries. */
  departure: string | undefined;
  destination: string | undefined;
  regionId: number | undefined;
  appContext: string;
  /** The lines' labels are in it (decision 0063): a page read in Chinese must not start from English ones. */
  language: Language;
  /** The flight's day (YYYY-MM-DD); absent for today's price. */
  date?: string | undefined;
  /** Who flies: the per-passenger charges are for them (decision 0069). */
  adults: number;
  children: number;
}

/**
 * The boot data is keyed by request (the GET answers by their path); the route call (every aircraft of a
 * route, POST /api/calculate-prices) is a POST, so its key names the method and the request's fields in a
 * fixed order. The server writes it (src/server/plugins/page-boot-data.ts) and the page's route quotes query
 * reads it, so they must build it here, once.
 */
export function bootQuoteKey(quote: BootQuote): string {
  const { flightType, departure, destination, regionId, appContext, language, date, adults, children } = quote;
  const fields = new URLSearchParams({ flightType, departure: `${departure}`, destination: `${destination}`, regionId: `${regionId}`, appContext, language, adults: `${adults}`, children: `${children}` });
  if (date) fields.set('date', date);
  return `POST /api/calculate-prices?${fields.toString()}`;
}
