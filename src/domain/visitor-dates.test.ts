import { describe, expect, it } from 'vitest';
import { earliestDateAnywhere, flightDateOf, localIsoDate } from './visitor-dates';

describe('visitor dates', () => {
  it('the earliest date a server accepts is still today in UTC-12: yesterday (UTC) until noon UTC, then today', () => {
    expect(earliestDateAnywhere(new Date('2026-11-23T11:59:59Z'))).toBe('2026-11-22');
    expect(earliestDateAnywhere(new Date('2026-11-23T12:00:00Z'))).toBe('2026-11-23');
    expect(earliestDateAnywhere(new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
  });

  it('is never later than the visitor’s own today, in any time zone', () => {
    for (let hour = 0; hour < 48; hour++) {
      const now = new Date(Date.UTC(2026, 11, 31, hour, 30));
      for (let offsetHours = -12; offsetHours <= 14; offsetHours++) {
        const visitorToday = new Date(now.getTime() + offsetHours * 3_600_000).toISOString().slice(0, 10);
        expect(earliestDateAnywhere(now) <= visitorToday, `${now.toISOString()} at UTC${offsetHours}`).toBe(true);
      }
    }
  });

  it('the visitor’s today is read from the local calendar fields, zero-padded', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('a flight date from the address is priced only when it is a real day, not before the earliest one', () => {
    expect(flightDateOf('2026-12-12', '2026-11-26')).toBe('2026-12-12');
    expect(flightDateOf('2026-11-26', '2026-11-26')).toBe('2026-11-26');
    expect(flightDateOf('2026-11-25', '2026-11-26')).toBeUndefined();
    expect(flightDateOf('2027-02-29', '2026-11-26')).toBeUndefined();
    expect(flightDateOf('12/12/2026', '2026-11-26')).toBeUndefined();
    expect(flightDateOf('', '2026-11-26')).toBeUndefined();
    expect(flightDateOf(null, '2026-11-26')).toBeUndefined();
  });
});
