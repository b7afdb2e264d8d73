import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_BANDS, type CancellationBand } from '../quotes/quote-shapes';
import { cancellationRefund, hoursAhead } from './cancellation-refund';

const bands = DEFAULT_CANCELLATION_BANDS;

describe('the refund the cancellation bands give', () => {
  it.each([
    // hours ahead, paid, refund: full 72 h or more ahead, A$100 fee from 48 h, A$150 from 24 h, nothing same day
    [200, 100_000, 100_000],
    [72, 100_000, 100_000],
    [71, 100_000, 90_000],
    [48, 100_000, 90_000],
    [47, 100_000, 85_000],
    [30, 100_000, 85_000],
    [24, 100_000, 85_000],
    [23, 100_000, 0],
    [0, 100_000, 0],
    [-5, 100_000, 0],
    // A fee larger than what was paid leaves nothing, never less.
    [50, 6_000, 0],
    [30, 12_000, 0],
    [80, 0, 0],
  ])('%i hours ahead with %i cents paid gives back %i cents', (hoursBefore, paidCents, refund) => {
    expect(cancellationRefund({ paidCents, hoursBefore, bands }).refundCents).toBe(refund);
  });

  it('counts only what was not refunded already, and reads the bands in any order', () => {
    expect(cancellationRefund({ paidCents: 100_000, refundedCents: 40_000, hoursBefore: 100, bands }).refundCents).toBe(60_000);
    expect(cancellationRefund({ paidCents: 100_000, hoursBefore: 50, bands: [...bands].reverse() })).toEqual({ refundCents: 90_000, band: bands[1] });
  });

  const bandArb: fc.Arbitrary<CancellationBand> = fc.record({ minHoursBefore: fc.integer({ min: 0, max: 500 }), refundable: fc.boolean(), feeCents: fc.integer({ min: 0, max: 1_000_000 }) });

  it('is never negative and never more than what was paid less what was refunded, whatever the bands', () => {
    fc.assert(
      fc.property(fc.array(bandArb, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: -100, max: 1000 }), (someBands, paid, refunded, hours) => {
        const { refundCents } = cancellationRefund({ paidCents: paid, refundedCents: Math.min(refunded, paid), hoursBefore: hours, bands: someBands });
        expect(Number.isInteger(refundCents)).toBe(true);
        expect(refundCents).toBeGreaterThanOrEqual(0);
        expect(refundCents).toBeLessThanOrEqual(paid - Math.min(refunded, paid));
      }),
    );
  });

  it('never gives less for more notice (the default bands)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: -48, max: 500 }), fc.integer({ min: 0, max: 100 }), (paid, hours, more) => {
        const sooner = cancellationRefund({ paidCents: paid, hoursBefore: hours, bands }).refundCents;
        const later = cancellationRefund({ paidCents: paid, hoursBefore: hours + more, bands }).refundCents;
        expect(later).toBeGreaterThanOrEqual(sooner);
      }),
    );
  });

  it('counts whole hours ahead, rounded down', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(hoursAhead(new Date('2026-12-03T23:59:00Z'), now)).toBe(71);
    expect(hoursAhead(new Date('2026-12-04T00:00:00Z'), now)).toBe(72);
  });
});
