import { describe, expect, it } from 'vitest';
import { formatDuration, greatCircleKm, legMinutes, routeFigures, SCENIC_FLIGHT } from './route-math';

const jandakot = { latitude: -32.0975, longitude: 115.8811 };
const rottnest = { latitude: -32.0061, longitude: 115.5403 };
const perth = { latitude: -31.9403, longitude: 115.9669 };
const sydney = { latitude: -33.9461, longitude: 151.1772 };

describe('greatCircleKm', () => {
  it('is zero between a point and itself', () => {
    expect(greatCircleKm(jandakot, jandakot)).toBe(0);
  });
  it('measures Jandakot to Rottnest at about 33 km', () => {
    expect(greatCircleKm(jandakot, rottnest)).toBeCloseTo(33.4, 0);
  });
  it('measures Perth to Sydney at about 3,290 km', () => {
    expect(greatCircleKm(perth, sydney)).toBeGreaterThan(3270);
    expect(greatCircleKm(perth, sydney)).toBeLessThan(3300);
  });
  it('is symmetric', () => {
    expect(greatCircleKm(rottnest, sydney)).toBe(greatCircleKm(sydney, rottnest));
  });
});

describe('legMinutes', () => {
  it('adds the 5-minute overhead to distance over cruise speed', () => {
    expect(legMinutes(200, '3-passengers')).toBe(65); // 200 km/h
    expect(legMinutes(380, '8-passengers')).toBe(65); // 380 km/h
    expect(legMinutes(333, '5-passengers-single-prop')).toBe(65); // Cessna 210, 333 km/h
    expect(legMinutes(0, '6-passengers')).toBe(5);
  });
});

describe('routeFigures', () => {
  it('bills both legs of a same-day return', () => {
    const f = routeFigures('same-day', '3-passengers', jandakot, rottnest)!;
    expect(f.flightMinutes).toBe(legMinutes(f.distanceKm, '3-passengers'));
    expect(f.blockHours).toBeCloseTo((2 * f.flightMinutes) / 60, 10);
  });
  it('bills one leg of a one-way flight', () => {
    const f = routeFigures('one-way', '3-passengers', jandakot, rottnest)!;
    expect(f.blockHours).toBeCloseTo(f.flightMinutes / 60, 10);
  });
  it('sells a scenic flight as the fixed scenic loop, whatever the coordinates', () => {
    expect(routeFigures('scenic', '3-passengers', null, null)).toEqual({
      distanceKm: SCENIC_FLIGHT.distanceKm,
      flightMinutes: SCENIC_FLIGHT.maxMinutes,
      blockHours: SCENIC_FLIGHT.maxMinutes / 60,
    });
  });
  it('has no figures when a location lacks coordinates', () => {
    expect(routeFigures('same-day', '3-passengers', jandakot, null)).toBeNull();
    expect(routeFigures('one-way', '3-passengers', null, rottnest)).toBeNull();
  });
});

describe('formatDuration', () => {
  it.each([
    [45, '45 min'],
    [60, '1 h'],
    [85, '1 h 25 min'],
    [0, '0 min'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});
