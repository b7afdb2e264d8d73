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

  it('passes a valid theme, accent and visitor prefill on, normalised', () => {
    const warnings: string[] = [];
    const options = readOptions(
      { theme: ' Dark ', accent: 'E11D48', name: '  Li   Wei ', email: ' li@example.com ', adults: '02', children: '1' },
      LOADER,
      null,
      (message) => warnings.push(message),
    );
    expect(options).toMatchObject({ theme: 'dark', accent: '#e11d48', name: 'Li Wei', email: 'li@example.com', adults: '2', children: '1' });
    expect(readOptions({ name: 'प्रिया शर्मा', theme: 'auto', accent: '#0bf' }, LOADER, null, (m) => warnings.push(m))).toMatchObject({ name: 'प्रिया शर्मा', theme: 'auto', accent: '#00bbff' });
    expect(warnings).toEqual([]);
  });

  it('ignores a bad theme, accent or prefill with a console warning in plain words, and is silent about absent ones', () => {
    const warnings: string[] = [];
    const options = readOptions(
      { theme: 'purple', accent: 'red;background:url(x)', name: '<b>Eve</b>', email: 'not-an-email', adults: 'four', children: '-1' },
      LOADER,
      null,
      (message) => warnings.push(message),
    );
    for (const key of ['theme', 'accent', 'name', 'email', 'adults', 'children'] as const) expect(options[key]).toBeUndefined();
    expect(warnings).toEqual([
      'Charter flight embed: data-theme="purple" is not light, dark or auto, so the widget follows the visitor’s own setting.',
      'Charter flight embed: data-accent="red;background:url(x)" is not a hex colour such as #0b4f6c, so the widget keeps its own colour.',
      'Charter flight embed: data-name="<b>Eve</b>" is not a name (letters, spaces, up to 200), so the name field starts empty.',
      'Charter flight embed: data-email="not-an-email" is not an e-mail address, so the e-mail field starts empty.',
      'Charter flight embed: data-adults="four" is not a whole number of people, so the widget asks.',
      'Charter flight embed: data-children="-1" is not a whole number of people, so the widget asks.',
    ]);
    warnings.length = 0;
    readOptions({ theme: ' ', accent: '' }, LOADER, null, (message) => warnings.push(message));
    expect(warnings).toEqual([]);
  });

  it('warns on the console by default', () => {
    const seen: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void seen.push(args.join(' '));
    try {
      readOptions({ accent: 'blue' }, LOADER, null);
    } finally {
      console.warn = original;
    }
    expect(seen).toEqual(['Charter flight embed: data-accent="blue" is not a hex colour such as #0b4f6c, so the widget keeps its own colour.']);
  });
});
