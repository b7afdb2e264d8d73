/** The default route's quote as a booking page's boot data carries it: one POST answer, named as both sides write it. */
export interface BootQuote {
  aircraftType: string;
  flightType: string;
  /** A route still incomplete gets a key no page carries. */
  departure: string | undefined;
  destination: string | undefined;
  regionId: number | undefined;
  appContext: string;
}

/**
 * The boot data is keyed by request (the GET answers by their path); a quote is a POST, so its key names the
 * method and the request's fields in a fixed order. The server writes it (src/server/plugins/boot-route.ts)
 * and the page's price query reads it, so they must build it here, once.
 */
export function bootQuoteKey(quote: BootQuote): string {
  const { aircraftType, flightType, departure, destination, regionId, appContext } = quote;
  const fields = new URLSearchParams({ aircraftType, flightType, departure: `${departure}`, destination: `${destination}`, regionId: `${regionId}`, appContext });
  return `POST /api/calculate-price?${fields.toString()}`;
}
