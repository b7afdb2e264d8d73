/**
 * What a framed widget tells the partner page that embeds it through /embed.js. The widget (src/web)
 * sends these, the loader (src/embed) checks them and re-dispatches the events on the partner page as
 * `CustomEvent('charterflight:<type>', { detail })`. Partners read these details for analytics, so the
 * field names are a public contract: they match the query parameters and data attributes
 * (departure, destination, aircraft, flightType, region) rather than our internal names.
 */
export const MESSAGE_SOURCE = 'charterflight';

export const HOST_EVENTS = ['estimate', 'book-click', 'inquiry-submitted'] as const;
export type HostEvent = (typeof HOST_EVENTS)[number];

/** A resize taller than this is clamped: a runaway layout must not make the partner page endless. */
export const MAX_FRAME_HEIGHT = 20_000;

/** The party as the widget states it (src/domain/party.ts); the weights only when the visitor gave them. */
export interface HostParty {
  adults: number;
  children: number;
  weightKg?: number;
  baggageKg?: number;
}

/**
 * The route as every event names it: slugs (the values data-departure, data-destination, data-aircraft and
 * data-flight-type take) beside the names the visitor read, in the widget's language. `party` is null
 * until the visitor says who flies.
 */
export interface RouteDetail<Slug = string> {
  departure: Slug;
  departureName: Slug;
  destination: Slug;
  destinationName: Slug;
  flightType: Slug;
  aircraft: Slug;
  aircraftName: Slug;
  party: HostParty | null;
}

/** A price estimate was shown (once per route, flight type and aircraft). Amounts in A$. */
export interface EstimateDetail extends RouteDetail {
  /** The region code, e.g. WA. */
  region: string | null;
  total: number;
  perPerson: number | null;
  currency: 'AUD';
}

/** The visitor pressed Book Now; `total` is null when the route has no numeric estimate. */
export interface BookClickDetail extends RouteDetail {
  total: number | null;
  currency: 'AUD';
}

/**
 * A booking inquiry, custom-route request or WeChat/Alipay link request was accepted by the server, under
 * `reference` (CF-000123, the number the visitor is given). A custom route may lack a slug or name: null.
 */
export interface InquirySubmittedDetail extends RouteDetail<string | null> {
  kind: 'inquiry' | 'custom-route' | 'wechat';
  reference: string;
}

export interface HostEventDetails {
  estimate: EstimateDetail;
  'book-click': BookClickDetail;
  'inquiry-submitted': InquirySubmittedDetail;
}

export type WidgetMessage =
  | { source: typeof MESSAGE_SOURCE; type: 'resize'; height: number }
  | { [K in HostEvent]: { source: typeof MESSAGE_SOURCE; type: K; detail: HostEventDetails[K] } }[HostEvent];
