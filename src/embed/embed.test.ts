import { describe, expect, it } from 'vitest';
import { widgetMessage } from './messages';
import { widgetLanguage } from './options';
import { widgetUrl } from './widget-url';

describe('embed.js pure parts', () => {
  it('maps a page language tag to a widget language, or none', () => {
    expect(widgetLanguage('zh-CN')).toBe('zh');
    expect(widgetLanguage('hi_IN')).toBe('hi');
    expect(widgetLanguage(' EN ')).toBe('en');
    expect(widgetLanguage('fr')).toBeUndefined();
    expect(widgetLanguage(null)).toBeUndefined();
  });

  it('builds each type address with prefill and, for frames only, the parent origin', () => {
    const base = { origin: 'https://w.example', region: 'WA', partner: 'hotel-x', departure: 'jandakot', destination: 'albany', aircraft: '6-passengers', flightType: 'one-way' };
    expect(widgetUrl({ ...base, type: 'full' }, 'https://hotel.example')).toBe(
      'https://w.example/widget?region=WA&partner=hotel-x&departure=jandakot&destination=albany&aircraft=6-passengers&flightType=one-way&parentOrigin=https%3A%2F%2Fhotel.example',
    );
    expect(widgetUrl({ type: 'popup', origin: 'https://w.example' }, 'https://hotel.example')).toBe('https://w.example/widget?popup=true');
    expect(widgetUrl({ type: 'light-popup', origin: 'https://w.example', lang: 'zh' }, undefined)).toBe('https://w.example/light?lang=zh');
    expect(widgetUrl({ type: 'light', origin: 'https://w.example' }, 'https://h.example')).toBe('https://w.example/light-widget-embed?parentOrigin=https%3A%2F%2Fh.example');
  });

  it('believes only well-formed widget messages', () => {
    expect(widgetMessage({ source: 'charterflight', type: 'resize', height: 812.4 })).toEqual({ source: 'charterflight', type: 'resize', height: 813 });
    expect(widgetMessage({ source: 'charterflight', type: 'resize', height: -1 })).toBeUndefined();
    expect(widgetMessage({ source: 'charterflight', type: 'resize', height: 1e9 })).toMatchObject({ height: 20_000 });
    expect(widgetMessage({ source: 'charterflight', type: 'estimate', detail: { total: 540 } })).toEqual({ source: 'charterflight', type: 'estimate', detail: { total: 540 } });
    expect(widgetMessage({ source: 'charterflight', type: 'steal-cookies' })).toBeUndefined();
    expect(widgetMessage({ source: 'other', type: 'resize', height: 10 })).toBeUndefined();
    expect(widgetMessage('resize')).toBeUndefined();
  });
});
