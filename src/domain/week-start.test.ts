import { describe, expect, it } from 'vitest';
import { isTimeZone, weekStart } from './week-start';

describe('weekStart', () => {
  it('is Monday 00:00 in the time zone, as an instant', () => {
    // Thursday 26 November 2026, 08:00 UTC = 16:00 in Perth (UTC+8): the week began Monday 23rd 00:00 Perth.
    expect(weekStart(new Date('2026-11-26T08:00:00Z'), 'Australia/Perth').toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(weekStart(new Date('2026-11-26T08:00:00Z'), 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('counts a Monday morning in the zone as the new week though it is still Sunday in UTC', () => {
    // Sunday 29 November 2026, 17:00 UTC = Monday 30th 03:00 in Brisbane (UTC+10).
    expect(weekStart(new Date('2026-11-29T17:00:00Z'), 'Australia/Brisbane').toISOString()).toBe('2026-11-29T14:00:00.000Z');
  });

  it('keeps a Sunday evening in the week that began six days before, to the millisecond', () => {
    expect(weekStart(new Date('2026-11-29T23:59:59.999Z'), 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-26T08:00:00.792Z'), 'Australia/Perth').toISOString()).toBe('2026-11-22T16:00:00.000Z');
  });

  it('finds Monday midnight across a daylight-saving change and a half-hour offset', () => {
    // Sydney moved to UTC+11 on Sunday 4 October 2026; Monday 5th 00:00 there is 4th 13:00 UTC.
    expect(weekStart(new Date('2026-10-07T00:00:00Z'), 'Australia/Sydney').toISOString()).toBe('2026-10-04T13:00:00.000Z');
    // Adelaide, UTC+10:30 in summer.
    expect(weekStart(new Date('2026-11-26T08:00:00Z'), 'Australia/Adelaide').toISOString()).toBe('2026-11-22T13:30:00.000Z');
  });

  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('Australia/Perth')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
