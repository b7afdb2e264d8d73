import { describe, expect, it } from 'vitest';
import { readOptions, widgetLanguage } from './options';

const LOADER = 'https://w.example/embed.js';

describe('embed.js: reading a tag', () => {
  it('takes every data attribute it knows, trimmed', () => {
    const options = readOptions(
      { type: ' light-popup ', region: 'WA', lang: 'hi', partner: ' hotel-x ', departure: 'jandakot', destination: 'albany', aircraft: '6-passengers', flightType: 'one-way', target: ' #booking ', label: 'Fly with us' },
      LOADER,
      'en',
    );
    expect(options).toEqual({
      type: 'light-popup',
      origin: 'https://w.example',
      region: 'WA',
      lang: 'hi',
      partner: 'hotel-x',
      departure: 'jandakot',
      destination: 'albany',
      aircraft: '6-passengers',
      flightType: 'one-way',
      target: '#booking',
      label: 'Fly with us',
    });
  });

  it('falls back to the full widget and the host page language; drops what it cannot pass on safely', () => {
    const options = readOptions(
      { type: 'carousel', partner: 'hotel x<script>', departure: '"><img src=x onerror=alert(1)>', region: 'WESTERN-AUSTRALIA', label: 'x'.repeat(61) },
      'https://w.example:8443/static/embed.js?v=3',
      'zh-CN',
    );
    expect(options).toMatchObject({ type: 'full', origin: 'https://w.example:8443', lang: 'zh' });
    expect(options.partner).toBeUndefined();
    expect(options.departure).toBeUndefined();
    expect(options.region).toBeUndefined();
    expect(options.label).toBeUndefined();
    expect(readOptions({ partner: 'p'.repeat(101) }, LOADER, null).partner).toBeUndefined();
    expect(readOptions({ partner: 'p'.repeat(100) }, LOADER, null).partner).toHaveLength(100);
  });

  it('maps a page language tag to a widget language, or none', () => {
    expect(widgetLanguage('zh-CN')).toBe('zh');
    expect(widgetLanguage('hi_IN')).toBe('hi');
    expect(widgetLanguage(' EN ')).toBe('en');
    expect(widgetLanguage('fr')).toBeUndefined();
    expect(widgetLanguage(null)).toBeUndefined();
    expect(readOptions({ lang: 'fr' }, LOADER, 'hi').lang).toBe('hi');
    expect(readOptions({}, LOADER, 'de').lang).toBeUndefined();
  });
});
