import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AIRCRAFT, AIRCRAFT_TYPES, aircraftLabel } from './aircraft';
import { buildBreakdown } from './price-breakdown';
import { perPersonCents, seatsFilled } from './per-person';

describe('per person (decision 0021)', () => {
  it('assumes every seat filled when the visitor has not said how many fly', () => {
    expect(seatsFilled(undefined, 3)).toBe(3);
    expect(seatsFilled(null, 11)).toBe(11);
    expect(seatsFilled(Number.NaN, 5)).toBe(5);
    expect(perPersonCents(100_000, null, 3)).toBe(33_333);
  });

  it('divides by the passengers given, never by more than the seats nor fewer than one', () => {
    expect(perPersonCents(100_000, 2, 3)).toBe(50_000);
    expect(perPersonCents(100_000, 9, 3)).toBe(33_333);
    expect(perPersonCents(100_000, 0, 3)).toBe(100_000);
    expect(perPersonCents(100_000, -4, 3)).toBe(100_000);
    expect(perPersonCents(100_000, 2.7, 3)).toBe(50_000);
  });

  it('never gives a per-person figure below the total split over every seat, nor above the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), fc.integer({ min: -5, max: 60 }), fc.constantFrom(...AIRCRAFT_TYPES), (total, passengers, type) => {
        const capacity = AIRCRAFT[type].capacity;
        const each = perPersonCents(total, passengers, capacity);
        expect(each).toBeGreaterThanOrEqual(Math.floor(total / capacity));
        expect(each).toBeLessThanOrEqual(total);
      }),
    );
  });

  it('is the figure the server puts in the breakdown (all seats filled)', () => {
    const { breakdown } = buildBreakdown({
      baseCents: 100_000,
      aircraftType: '12-passengers',
      fee: { percent: 0, minimumCents: 0 },
      distanceKm: null,
      flightMinutes: null,
      source: 'rule',
      now: new Date(0),
    });
    expect(breakdown.perPerson * 100).toBe(perPersonCents(100_000, null, AIRCRAFT['12-passengers'].capacity));
  });
});

describe('aircraftLabel', () => {
  it('names catalogue types, legacy ids and passes unknown ids through', () => {
    expect(aircraftLabel('12-passengers')).toBe('11 Passengers');
    expect(aircraftLabel('cessna-210')).toBe('5 Passengers (Single Prop)');
    expect(aircraftLabel('zeppelin')).toBe('zeppelin');
  });
});
