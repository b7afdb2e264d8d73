import { describe, expect, it } from 'vitest';
import { widgetMessage } from './messages';

describe('embed.js: what it reads from a message', () => {
  it('believes only well-formed widget messages', () => {
    expect(widgetMessage({ source: 'charterflight', type: 'resize', height: 812.4 })).toEqual({ type: 'resize', height: 813 });
    expect(widgetMessage({ source: 'charterflight', type: 'resize', height: -1 })).toBeUndefined();
    expect(widgetMessage({ source: 'charterflight', type: 'resize', height: Number.NaN })).toBeUndefined();
    expect(widgetMessage({ source: 'charterflight', type: 'resize', height: '500' })).toBeUndefined();
    expect(widgetMessage({ source: 'charterflight', type: 'resize', height: 1e9 })).toEqual({ type: 'resize', height: 20_000 });
    expect(widgetMessage({ source: 'charterflight', type: 'estimate', detail: { total: 540 } })).toEqual({ type: 'estimate', detail: { total: 540 } });
    expect(widgetMessage({ source: 'charterflight', type: 'book-click', detail: [1, 2] })).toEqual({ type: 'book-click', detail: {} });
    expect(widgetMessage({ source: 'charterflight', type: 'steal-cookies' })).toBeUndefined();
    expect(widgetMessage({ source: 'other', type: 'resize', height: 10 })).toBeUndefined();
    expect(widgetMessage('resize')).toBeUndefined();
    expect(widgetMessage(null)).toBeUndefined();
  });
});
