import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legsParam, parseLegsParam, TRIP_PARAM, type SharedLeg } from './trip-params';

const TRIP: SharedLeg[] = [
  { from: 'jandakot', to: 'rottnest-island', date: '2026-12-09', waitMinutes: 90 },
  { from: 'rottnest-island', to: 'jandakot', date: '2026-12-10', waitMinutes: 0 },
];

describe('the legs of a share link', () => {
  it('writes from~to~date[~wait], legs by commas, and reads it back', () => {
    expect(legsParam(TRIP)).toBe('jandakot~rottnest-island~2026-12-09~90,rottnest-island~jandakot~2026-12-10');
    expect(parseLegsParam(legsParam(TRIP))).toEqual(TRIP);
    const url = new URL('https://fly.example/');
    url.searchParams.set(TRIP_PARAM, legsParam(TRIP));
    expect(parseLegsParam(new URL(url.toString()).searchParams.get(TRIP_PARAM))).toEqual(TRIP);
  });

  it('reads nothing from a missing, cut or edited value', () => {
    expect(parseLegsParam(null)).toBeNull();
    expect(parseLegsParam('')).toBeNull();
    expect(parseLegsParam('jandakot~rottnest-island')).toBeNull();
    expect(parseLegsParam('jandakot~rottnest-island~9 December')).toBeNull();
    expect(parseLegsParam('jandakot~rottnest-island~2026-12-09~soon')).toBeNull();
    expect(parseLegsParam('jandakot~rottnest-island~2026-12-09~1~2')).toBeNull();
    expect(parseLegsParam('jandakot~~2026-12-09')).toBeNull();
    expect(parseLegsParam(Array.from({ length: 9 }, () => 'a~b~2026-12-09').join(','))).toBeNull();
    expect(parseLegsParam('a%E0%A4%A~b~2026-12-09')).toBeNull();
  });

  it('property: any legs, even with separators in a place, come back as they were', () => {
    const leg = fc.record({
      from: fc.string({ minLength: 1, maxLength: 20 }),
      to: fc.string({ minLength: 1, maxLength: 20 }),
      date: fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      waitMinutes: fc.integer({ min: 0, max: 720 }),
    });
    fc.assert(
      fc.property(fc.array(leg, { minLength: 1, maxLength: 8 }), (legs) => {
        expect(parseLegsParam(legsParam(legs))).toEqual(legs);
      }),
    );
  });
});
