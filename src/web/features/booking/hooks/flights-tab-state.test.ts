import { describe, expect, it } from 'vitest';
import type { PricedRoute } from '../../../../domain/flight-selection';
import { aircraftFor, listStatus, routeKeyOf, settledData } from './flights-tab-state';

const loading = { isSuccess: false, isError: false, data: undefined };
const failed = { isSuccess: false, isError: true, data: undefined };
const ready = { isSuccess: true, isError: false, data: ['x'] };

describe('the flights tab’s lists', () => {
  it('are loading without a region, and until both lists are in', () => {
    expect(listStatus(undefined, [ready, ready])).toBe('loading');
    expect(listStatus(1, [ready, loading])).toBe('loading');
    expect(listStatus(1, [ready, ready])).toBe('ready');
  });

  it('have failed once either list failed', () => {
    expect(listStatus(1, [loading, failed])).toBe('error');
    expect(listStatus(1, [failed, ready])).toBe('error');
  });

  it('are read only once they have answered', () => {
    expect(settledData(ready)).toEqual(['x']);
    expect(settledData({ ...failed, data: ['stale'] })).toBeUndefined();
  });
});

describe('the priced route’s queries', () => {
  const route: PricedRoute = { departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day' };

  it('are keyed by region, context, route, language, day and party, with empty parts while there is no route', () => {
    const party = { adults: 2, children: 1 };
    expect(routeKeyOf(1, 'twin', route, { language: 'zh', date: '2026-12-12', party })).toEqual({ regionId: 1, appContext: 'twin', ...route, language: 'zh', date: '2026-12-12', party });
    expect(routeKeyOf(undefined, 'main', undefined, { language: 'en', date: undefined, party })).toEqual({
      regionId: undefined,
      appContext: 'main',
      departure: undefined,
      destination: undefined,
      flightType: '',
      language: 'en',
      date: undefined,
      party,
    });
  });

  it('answer the aircraft only for the route asked about: the list, null when it failed', () => {
    expect(aircraftFor(route, { ...route }, { isError: false, data: ['3-passengers'] })).toEqual(['3-passengers']);
    expect(aircraftFor(route, route, { isError: true, data: undefined })).toBeNull();
    expect(aircraftFor(route, route, { isError: false, data: undefined })).toBeUndefined();
    expect(aircraftFor(route, { ...route, flightType: 'scenic' }, { isError: false, data: ['3-passengers'] })).toBeUndefined();
    expect(aircraftFor(route, undefined, { isError: false, data: ['3-passengers'] })).toBeUndefined();
  });
});
