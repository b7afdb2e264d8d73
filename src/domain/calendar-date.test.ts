import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date';

describe('isCalendarDate', () => {
  it('accepts days that exist, leap days included', () => {
    for (const day of ['2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29', '2026-04-30', '0100-01-01', '9999-12-31']) expect(isCalendarDate(day), day).toBe(true);
  });

  it('refuses days that do not exist', () => {
    for (const day of ['2026-02-29', '1900-02-29', '2100-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-01-32']) expect(isCalendarDate(day), day).toBe(false);
  });

  it('refuses other writings and years before 100', () => {
    for (const text of ['2026-1-01', ' 2026-01-01', '2026-01-01 ', '2026/01/01', '+2026-01-01', '20260101', '', '0000-01-01', '0099-12-31']) expect(isCalendarDate(text), text).toBe(false);
  });
});
