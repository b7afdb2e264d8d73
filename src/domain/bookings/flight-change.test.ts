import { describe, expect, it } from 'vitest';
import { departureInstant, isCalendarDay, statusFromPayments } from './flight-change';

describe('departureInstant', () => {
  it('reads the day and time in Perth (UTC+8, no daylight saving)', () => {
    expect(departureInstant('2026-12-01', '09:30').toISOString()).toBe('2026-12-01T01:30:00.000Z');
    expect(departureInstant('2026-06-01', '23:15').toISOString()).toBe('2026-06-01T15:15:00.000Z');
  });
  it('counts a flight with no time from 08:00 in Perth', () => {
    expect(departureInstant('2026-12-01').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(departureInstant('2026-12-01', null).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});

describe('statusFromPayments', () => {
  it('returns paid, deposit paid or accepted from what was kept', () => {
    expect(statusFromPayments({ paidCents: 100_000, refundedCents: 0, totalCents: 100_000 })).toBe('paid');
    expect(statusFromPayments({ paidCents: 30_000, refundedCents: 0, totalCents: 100_000 })).toBe('deposit_paid');
    expect(statusFromPayments({ paidCents: 0, refundedCents: 0, totalCents: 100_000 })).toBe('accepted');
    expect(statusFromPayments({ paidCents: 30_000, refundedCents: 30_000, totalCents: 100_000 })).toBe('accepted');
  });
});

describe('isCalendarDay', () => {
  it('takes real days only', () => {
    expect(isCalendarDay('2026-12-31')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('31/12/2026')).toBe(false);
    expect(isCalendarDay('2026-1-1')).toBe(false);
  });
});
