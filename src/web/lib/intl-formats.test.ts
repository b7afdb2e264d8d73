import { describe, expect, it } from 'vitest';
import { dateTimeFormat, withLocaleTimeWords } from './intl-formats';

// 14:35 and 09:05 in Perth (UTC+8), whatever the machine's own zone.
const afternoon = new Date('2026-03-01T06:35:00Z');
const morning = new Date('2026-03-01T01:05:00Z');
const time = (locale: string, at: Date) => dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'Australia/Perth' }).format(at);

describe('times in the visitor’s language', () => {
  it('Hindi writes the time of day in its own script, with no Latin letters (no am/pm)', () => {
    for (const [at, expected] of [
      [afternoon, 'दोपहर 2:35'],
      [morning, 'सुबह 9:05'],
    ] as const) {
      const text = time('hi-IN', at);
      expect(text).toBe(expected);
      expect(text).not.toMatch(/\p{Script=Latin}/u);
      expect(text).toMatch(/\p{Script=Devanagari}/u);
    }
  });

  it('English and Chinese keep their own clocks', () => {
    expect(time('en-AU', afternoon)).toBe('2:35 pm');
    expect(time('zh-CN', afternoon)).toBe('14:35');
  });

  it('an explicit clock is respected, and non-time formats are left alone', () => {
    expect(withLocaleTimeWords('hi-IN', { hour: 'numeric', hourCycle: 'h23' })).toEqual({ hour: 'numeric', hourCycle: 'h23' });
    expect(withLocaleTimeWords('hi', { day: 'numeric', month: 'long' })).toEqual({ day: 'numeric', month: 'long' });
    expect(withLocaleTimeWords('hin-XX', { hour: 'numeric' })).toEqual({ hour: 'numeric' });
  });
});
