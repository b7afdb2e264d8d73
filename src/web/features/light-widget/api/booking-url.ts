import type { BookingTarget } from './route-choices';

/** Hosts where a non-standard port is part of the address (docs/product.md §2: kept on localhost and dev hosts). */
const DEV_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|.+\.(local|localhost|test|dev))$/i;

interface Place {
  protocol: string;
  hostname: string;
  port: string;
}

export interface BookingLinkOptions {
  /** `/widget` (the compact full widget, framed by the styled dialog) or `/` (the site, in the popup). */
  page: '/' | '/widget';
  language: string;
  partner: string | undefined;
  popup?: boolean;
  /** The partner's look and the visitor's prefill (light-settings.ts), for the full widget to apply. */
  passOn?: [name: string, value: string][];
}

/**
 * The full widget's address for the chosen route: the slugs, the flight type and the region the full widget
 * reads (a shared-estimate link's parameters), the visitor's language and the partner, so the estimate is
 * the one chosen, in the visitor's language, and a click or inquiry is credited to the partner's banner; with
 * the partner's theme, accent and prefill, so the widget it opens looks and starts as the partner asked.
 */
export function bookingUrl(place: Place, target: BookingTarget, options: BookingLinkOptions): string {
  const port = place.port && DEV_HOST.test(place.hostname) ? `:${place.port}` : '';
  const query = new URLSearchParams({
    departure: target.departure,
    destination: target.destination,
    flightType: target.flightType,
    region: target.region,
    lang: options.language,
  });
  if (options.partner) query.set('partner', options.partner);
  for (const [name, value] of options.passOn ?? []) query.set(name, value);
  if (options.popup) query.set('popup', 'true');
  return `${place.protocol}//${place.hostname}${port}${options.page}?${query.toString()}`;
}
