import { describe, expect, it } from 'vitest';
import { dayAfter, foldLine, icsText, icsUtc } from './ics-text';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(icsText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds at 75 octets without splitting a character, continuation lines starting with a space', () => {
    const line = `SUMMARY:${'包机申请'.repeat(20)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:yes')).toBe('SHORT:yes');
  });

  it('writes the day after (month and year ends) and UTC times', () => {
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(icsUtc(new Date('2026-11-26T14:05:09.123Z'))).toBe('20261126T140509Z');
  });
});
