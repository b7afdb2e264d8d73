import { describe, expect, it } from 'vitest';
import { EMAIL_STRINGS } from './email-strings';
import { estimateShown, shown } from './inquiry-emails';

const en = EMAIL_STRINGS.en;
const zh = EMAIL_STRINGS.zh;

describe('an inquiry detail as the e-mail shows it', () => {
  it('leaves out what the visitor did not give', () => {
    expect(shown('phone', undefined, en)).toBeUndefined();
    expect(shown('message', '', en)).toBeUndefined();
    expect(shown('customRoute', false, en)).toBeUndefined();
  });

  it('names flight types and aircraft in the reader language, and shows an unknown id as it came', () => {
    expect(shown('flightType', 'same-day', en)).toBe(en.flightTypes['same-day']);
    expect(shown('flightType', 'same-day', zh)).toBe(zh.flightTypes['same-day']);
    expect(shown('aircraft', '3-passengers', en)).toBe(en.aircraft['3-passengers']);
    expect(shown('aircraft', 'zeppelin', en)).toBe('zeppelin');
  });

  it('writes dates long in the reader language, and a date it cannot read as it came', () => {
    expect(shown('date', '2026-12-03', en)).toBe('3 December 2026');
    expect(shown('returnDate', '2026-12-03', zh)).toBe('2026年12月3日');
    expect(shown('departureDate', 'soon', en)).toBe('soon');
  });

  it('writes an estimate in A$ in every language, and a text estimate as it is', () => {
    expect(estimateShown(1234.5)).toBe('A$1,234.50');
    expect(shown('estimate', '890', zh)).toBe('A$890');
    expect(estimateShown('PRICE ON REQUEST')).toBe('PRICE ON REQUEST');
  });

  it('says yes for a custom route, and anything else as it came', () => {
    expect(shown('customRoute', true, zh)).toBe(zh.yes);
    expect(shown('passengers', 3, en)).toBe('3');
  });
});
