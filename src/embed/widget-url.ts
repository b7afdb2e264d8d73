import { PARTY_PARAMS } from '../domain/party-params';
import type { EmbedOptions } from './options';

/** The page each embed type shows (docs/product.md §2.4). */
const PAGES = { full: '/widget', light: '/light-widget-embed', popup: '/widget', 'light-popup': '/light' } as const;

/**
 * The address of the widget for these options; `parentOrigin` lets a framed widget post back to this page only.
 * The look and the visitor's prefill travel under the names a partner would type into a plain iframe's address.
 */
export function widgetUrl(options: EmbedOptions, parentOrigin: string | undefined): string {
  const query = new URLSearchParams();
  const put = (key: string, value: string | undefined) => value && query.set(key, value);
  put('region', options.region);
  put('lang', options.lang);
  put('partner', options.partner);
  put('departure', options.departure);
  put('destination', options.destination);
  put('aircraft', options.aircraft);
  put('flightType', options.flightType);
  put('theme', options.theme);
  put('accent', options.accent);
  put('name', options.name);
  put('email', options.email);
  put(PARTY_PARAMS.adults, options.adults);
  put(PARTY_PARAMS.children, options.children);
  if (options.type === 'popup') query.set('popup', 'true');
  if (options.type === 'full' || options.type === 'light') put('parentOrigin', parentOrigin);
  const search = query.toString();
  return `${options.origin}${PAGES[options.type]}${search ? `?${search}` : ''}`;
}
