import { describe, expect, it } from 'vitest';
import { bookingUrl } from './booking-url';

const JANDAKOT_ROTTNEST = { departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day', region: 'WA' } as const;

describe('light widget booking link', () => {
  it('opens exactly the chosen pair with its flight type, region, language and partner', () => {
    const url = new URL(bookingUrl({ protocol: 'http:', hostname: 'localhost', port: '5000' }, JANDAKOT_ROTTNEST, { page: '/widget', language: 'zh', partner: 'hotel-x' }));
    expect(url.origin + url.pathname).toBe('http://localhost:5000/widget');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      departure: 'jandakot',
      destination: 'rottnest-island',
      flightType: 'same-day',
      region: 'WA',
      lang: 'zh',
      partner: 'hotel-x',
    });
  });

  it("carries the partner's theme, accent and the visitor's prefill to the full widget", () => {
    const passOn: [string, string][] = [['theme', 'dark'], ['accent', '#e11d48'], ['email', 'li@example.com'], ['adults', '2']];
    const url = new URL(bookingUrl({ protocol: 'http:', hostname: 'localhost', port: '5000' }, JANDAKOT_ROTTNEST, { page: '/widget', language: 'en', partner: undefined, passOn }));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ theme: 'dark', accent: '#e11d48', email: 'li@example.com', adults: '2', departure: 'jandakot' });
  });

  it('leaves out a missing partner, marks the popup, and keeps the port only on localhost and dev hosts (docs/product.md §2)', () => {
    const scenic = { departure: 'YCAB', destination: 'YCAB', flightType: 'scenic', region: 'QLD' } as const;
    expect(bookingUrl({ protocol: 'http:', hostname: '127.0.0.1', port: '41234' }, scenic, { page: '/', language: 'en', partner: undefined, popup: true })).toBe(
      'http://127.0.0.1:41234/?departure=YCAB&destination=YCAB&flightType=scenic&region=QLD&lang=en&popup=true',
    );
    expect(bookingUrl({ protocol: 'https:', hostname: 'charter.test', port: '8443' }, scenic, { page: '/', language: 'hi', partner: undefined })).toMatch(/^https:\/\/charter\.test:8443\/\?/);
    expect(bookingUrl({ protocol: 'https:', hostname: 'flights.example.com', port: '8443' }, scenic, { page: '/widget', language: 'hi', partner: undefined })).toMatch(
      /^https:\/\/flights\.example\.com\/widget\?/,
    );
  });

  it('encodes slugs rather than splicing them into the address', () => {
    const odd = { departure: 'a&b=c', destination: 'x y/z?', flightType: 'one-way', region: 'WA' } as const;
    const url = new URL(bookingUrl({ protocol: 'https:', hostname: 'flights.example.com', port: '' }, odd, { page: '/widget', language: 'en', partner: undefined }));
    expect(url.searchParams.get('departure')).toBe('a&b=c');
    expect(url.searchParams.get('destination')).toBe('x y/z?');
    expect([...url.searchParams.keys()]).toEqual(['departure', 'destination', 'flightType', 'region', 'lang']);
  });
});
