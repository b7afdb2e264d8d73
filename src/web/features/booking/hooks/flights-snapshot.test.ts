import { describe, expect, it } from 'vitest';
import { bookingSnapshot } from '../../../../../tests/support/booking-snapshot';
import type { CalculatePriceResponse } from '../../../../domain/api/pricing';
import { snapshotOf, type SnapshotSource } from './flights-snapshot';

const jandakot = { id: 1, value: 'jandakot', name: 'Jandakot' };
const rottnest = { id: 2, value: 'rottnest-island', name: 'Rottnest Island' };

const tab = (selection: Partial<SnapshotSource['selection']> = {}, date?: string): SnapshotSource => ({
  regionId: 1,
  date,
  regionCode: 'WA',
  appContext: 'main',
  party: { adults: 2, children: 1 },
  selection: { departure: jandakot, destination: rottnest, destinationValue: 'rottnest-island', flightType: 'same-day', aircraftType: '3-passengers', ...selection },
});

const result = { estimate: 1234, breakdown: null, bookingUrl: 'https://book.example/x', isCustomRoute: true } as unknown as CalculatePriceResponse;

describe('the booking snapshot the features around the flights tab read', () => {
  it('carries the places in the visitor’s language, the quote and who flies', () => {
    expect(snapshotOf(tab(), { departure: '詹达科特', destination: '罗特尼斯岛' }, result)).toEqual(
      bookingSnapshot({
        departure: { id: 1, value: 'jandakot', name: '詹达科特' },
        destination: { id: 2, value: 'rottnest-island', name: '罗特尼斯岛' },
        bookingUrl: 'https://book.example/x',
        isCustomRoute: true,
        party: { adults: 2, children: 1 },
      }),
    );
  });

  it('carries a trip’s legs and its places in flying order, in the visitor’s language (the slug where a name is missing)', () => {
    const legs = [
      { from: 'jandakot', to: 'rottnest-island', date: '2026-12-19', waitMinutes: 0 },
      { from: 'rottnest-island', to: 'busselton', date: '2026-12-19', waitMinutes: 0 },
      { from: 'busselton', to: 'jandakot', date: '2026-12-20', waitMinutes: 0 },
    ];
    const names = { departure: undefined, destination: undefined, place: (value: string) => ({ jandakot: '詹达科特', 'rottnest-island': '罗特尼斯岛' })[value] };
    const trip = snapshotOf({ ...tab(), trip: { legs } }, names, result);
    expect(trip.legs).toEqual(legs);
    expect(trip.stops).toEqual(['詹达科特', '罗特尼斯岛', 'busselton', '詹达科特']);
    expect(snapshotOf({ ...tab(), trip: { legs: null } }, names, result)).not.toHaveProperty('stops');
  });

  it('carries the day the estimate is priced for, and none for today’s price', () => {
    const names = { departure: undefined, destination: undefined };
    expect(snapshotOf(tab({}, '2026-12-19'), names, result).date).toBe('2026-12-19');
    expect(snapshotOf(tab(), names, result)).not.toHaveProperty('date');
  });

  it('makes a round trip’s destination the departure itself, with the English names where none are given', () => {
    const scenic = snapshotOf(tab({ destination: undefined, destinationValue: 'jandakot', flightType: 'scenic' }), { departure: undefined, destination: undefined }, undefined);
    expect(scenic.departure).toEqual(jandakot);
    expect(scenic.destination).toEqual({ id: 1, value: 'jandakot', name: 'Jandakot' });
  });

  it('has no places before a departure, no destination before one is priced, and no quote before an answer', () => {
    const names = { departure: undefined, destination: undefined };
    expect(snapshotOf(tab({ departure: undefined }), names, undefined)).toMatchObject({ departure: undefined, destination: undefined });
    expect(snapshotOf(tab({ destinationValue: undefined }), names, undefined).destination).toBeUndefined();
    expect(snapshotOf(tab(), names, undefined)).toMatchObject({ estimate: null, breakdown: null, bookingUrl: null, isCustomRoute: false });
  });
  it('an experience being booked names itself, and its price is the estimate the requests carry', () => {
    const experience = { id: 7, title: 'On demand Air-Taxi to Wadjemup (Rottnest) Island', price: 'From A$650' };
    const priced = { ...result, estimate: 567, breakdown: { total: 567 } } as unknown as CalculatePriceResponse;
    const snapshot = snapshotOf(tab(), { departure: undefined, destination: undefined }, priced, experience);
    expect(snapshot).toMatchObject({ experience, estimate: 'From A$650', breakdown: null, bookingUrl: 'https://book.example/x' });
    expect(snapshotOf(tab(), { departure: undefined, destination: undefined }, priced)).toMatchObject({ estimate: 567, breakdown: { total: 567 } });
    expect(snapshotOf(tab(), { departure: undefined, destination: undefined }, priced).experience).toBeUndefined();
  });
});
