import { describe, expect, it } from 'vitest';
import { datePlaceholder, formatPageDate, formatPageDay, parsePageDate } from './page-dates';

describe('dates in the page’s language', () => {
  it('writes a date in the order of the page’s language, whatever the browser', () => {
    expect(formatPageDate('2026-12-01', 'zh')).toBe('2026/12/01');
    expect(formatPageDate('2026-12-01', 'en')).toBe('01/12/2026');
    expect(formatPageDate('2026-12-01', 'hi')).toBe('01/12/2026');
    expect(formatPageDate('not a date', 'zh')).toBe('not a date');
  });

  it('names a day with its weekday and month in the page’s language, the same day in every time zone', () => {
    expect(formatPageDay('2026-12-19', 'en')).toBe('Sat, 19 Dec');
    expect(formatPageDay('2026-12-19', 'zh')).toBe('12月19日周六');
    expect(formatPageDay('2026-12-19', 'hi')).toMatch(/^शनि, 19 दिस/);
    expect(formatPageDay('not a day', 'en')).toBe('not a day');
  });

  it('reads what was typed in that order, year first, or as eight digits', () => {
    expect(parsePageDate('2026/12/1', 'zh')).toBe('2026-12-01');
    expect(parsePageDate('1/12/2026', 'en')).toBe('2026-12-01');
    expect(parsePageDate('01-12-2026', 'hi')).toBe('2026-12-01');
    expect(parsePageDate('2026-12-01', 'en')).toBe('2026-12-01');
    expect(parsePageDate('01122026', 'en')).toBe('2026-12-01');
    expect(parsePageDate('20261201', 'zh')).toBe('2026-12-01');
  });

  it('refuses what is no real date', () => {
    expect(parsePageDate('31/02/2026', 'en')).toBeNull();
    expect(parsePageDate('12/2026', 'en')).toBeNull();
    expect(parsePageDate('01/12/26', 'en')).toBeNull();
    expect(parsePageDate('', 'zh')).toBeNull();
  });

  it('shows the empty field’s hint in the page’s order', () => {
    expect(datePlaceholder('zh', { year: '年', month: '月', day: '日' })).toBe('年/月/日');
    expect(datePlaceholder('en', { year: 'yyyy', month: 'mm', day: 'dd' })).toBe('dd/mm/yyyy');
  });
});
