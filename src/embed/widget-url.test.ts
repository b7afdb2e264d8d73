import { describe, expect, it } from 'vitest';
import { widgetUrl } from './widget-url';

describe('embed.js: widget addresses', () => {
  it('builds each type address with prefill and, for frames only, the parent origin', () => {
    const base = { origin: 'https://w.example', region: 'WA', partner: 'hotel-x', departure: 'jandakot', destination: 'albany', aircraft: '6-passengers', flightType: 'one-way' };
    expect(widgetUrl({ ...base, type: 'full' }, 'https://hotel.example')).toBe(
      'https://w.example/widget?region=WA&partner=hotel-x&departure=jandakot&destination=albany&aircraft=6-passengers&flightType=one-way&parentOrigin=https%3A%2F%2Fhotel.example',
    );
    expect(widgetUrl({ type: 'popup', origin: 'https://w.example' }, 'https://hotel.example')).toBe('https://w.example/widget?popup=true');
    expect(widgetUrl({ type: 'light-popup', origin: 'https://w.example', lang: 'zh' }, undefined)).toBe('https://w.example/light?lang=zh');
    expect(widgetUrl({ type: 'light', origin: 'https://w.example' }, 'https://h.example')).toBe('https://w.example/light-widget-embed?parentOrigin=https%3A%2F%2Fh.example');
  });

  it('encodes prefill values rather than splicing them into the address', () => {
    const url = new URL(widgetUrl({ type: 'full', origin: 'https://w.example', destination: "king's park & more" }, undefined));
    expect(url.pathname).toBe('/widget');
    expect(url.searchParams.get('destination')).toBe("king's park & more");
    expect([...url.searchParams.keys()]).toEqual(['destination']);
  });

  it('passes the look and the visitor prefill under the names a plain iframe address takes', () => {
    const url = new URL(
      widgetUrl({ type: 'full', origin: 'https://w.example', theme: 'dark', accent: '#e11d48', name: 'Li Wei', email: 'li@example.com', adults: '2', children: '1' }, 'https://h.example'),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      theme: 'dark',
      accent: '#e11d48',
      name: 'Li Wei',
      email: 'li@example.com',
      adults: '2',
      children: '1',
      parentOrigin: 'https://h.example',
    });
  });
});
