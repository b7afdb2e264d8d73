import { describe, expect, it } from 'vitest';
import { experienceIdOf, experienceMatchesRoute } from './experience-booking';

describe('an experience booked as itself', () => {
  const rottnest = { destination: 'rottnest-island', flightType: 'same-day' };
  const scenic = { destination: 'jandakot', flightType: 'scenic' };

  it('applies while the page shows its destination and flight type', () => {
    expect(experienceMatchesRoute(rottnest, { departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day' })).toBe(true);
    expect(experienceMatchesRoute(rottnest, { departure: 'perth-airport', destination: 'rottnest-island', flightType: 'same-day' })).toBe(true);
    expect(experienceMatchesRoute(rottnest, { departure: 'jandakot', destination: 'rottnest-island', flightType: 'one-way' })).toBe(false);
    expect(experienceMatchesRoute(rottnest, { departure: 'jandakot', destination: 'albany', flightType: 'same-day' })).toBe(false);
  });

  it('a scenic experience applies to scenic flights from the place it names', () => {
    expect(experienceMatchesRoute(scenic, { departure: 'jandakot', destination: 'jandakot', flightType: 'scenic' })).toBe(true);
    expect(experienceMatchesRoute(scenic, { departure: 'jandakot', destination: undefined, flightType: 'scenic' })).toBe(true);
    expect(experienceMatchesRoute(scenic, { departure: 'serpentine', destination: 'serpentine', flightType: 'scenic' })).toBe(false);
  });

  it('an experience without a route applies to none', () => {
    expect(experienceMatchesRoute({ destination: null, flightType: 'scenic' }, { departure: 'jandakot', destination: 'jandakot', flightType: 'scenic' })).toBe(false);
    expect(experienceMatchesRoute({ destination: 'jandakot', flightType: null }, { departure: 'jandakot', destination: 'jandakot', flightType: 'scenic' })).toBe(false);
  });

  it('reads the id from the address: a whole positive number, else none', () => {
    expect(experienceIdOf('12')).toBe(12);
    expect(experienceIdOf(null)).toBeNull();
    for (const bad of ['', '0', '-3', '1.5', 'abc', '1e3', '12345678901']) expect(experienceIdOf(bad), bad).toBeNull();
  });
});
