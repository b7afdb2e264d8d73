import { describe, expect, it } from 'vitest';
import { MAX_TRIP_LEGS } from '../../../../domain/api/trip';
import type { CalculateTripResponse } from '../../../../domain/api/trip';
import { addLeg, changeLeg, removeLeg, startTrip } from './trip-legs';
import { addressWithLegs } from './trip-address';
import { tripAsQuote } from './trip-quote';

const day = '2026-12-09';
const leg = (from: string, to: string, waitMinutes = 0) => ({ from, to, date: day, waitMinutes });

describe('the trip editor rules', () => {
  it('starts from the chosen flight with the way back as the second leg', () => {
    expect(startTrip({ from: 'a', to: 'b', date: day })).toEqual([leg('a', 'b'), leg('b', 'a')]);
  });

  it('adds a leg from where the last ended, back to where the trip started', () => {
    expect(addLeg([leg('a', 'b'), leg('b', 'c')])).toEqual([leg('a', 'b'), leg('b', 'c'), leg('c', 'a')]);
  });

  it('adds a leg back to where the last began when the trip is home already', () => {
    expect(addLeg([leg('a', 'b'), leg('b', 'a')])[2]).toEqual(leg('a', 'b'));
  });

  it('adds a leg on the last leg’s day, without a wait', () => {
    const legs = [leg('a', 'b'), { from: 'b', to: 'c', date: '2026-12-11', waitMinutes: 90 }];
    expect(addLeg(legs)[2]).toEqual({ from: 'c', to: 'a', date: '2026-12-11', waitMinutes: 0 });
  });

  it('never adds more than the API takes', () => {
    let legs = startTrip({ from: 'a', to: 'b', date: day });
    for (let i = 0; i < 10; i++) legs = addLeg(legs);
    expect(legs).toHaveLength(MAX_TRIP_LEGS);
  });

  it('moves the next leg’s start with a new destination when it followed it', () => {
    expect(changeLeg([leg('a', 'b'), leg('b', 'a')], 0, { to: 'c' })).toEqual([leg('a', 'c'), leg('c', 'a')]);
  });

  it('keeps a next start the visitor chose differently', () => {
    expect(changeLeg([leg('a', 'b'), leg('d', 'a')], 0, { to: 'c' })).toEqual([leg('a', 'c'), leg('d', 'a')]);
  });

  it('changes a day or a wait of one leg only', () => {
    const legs = [leg('a', 'b'), leg('b', 'a')];
    expect(changeLeg(legs, 1, { date: '2026-12-10', waitMinutes: 60 })).toEqual([leg('a', 'b'), { from: 'b', to: 'a', date: '2026-12-10', waitMinutes: 60 }]);
    expect(changeLeg(legs, 5, { to: 'x' })).toEqual(legs);
  });

  it('joins the legs around a removed one', () => {
    expect(removeLeg([leg('a', 'b'), leg('b', 'c'), leg('c', 'a')], 1)).toEqual([leg('a', 'b'), leg('b', 'a')]);
  });

  it('removes the first or last leg as it is', () => {
    const legs = [leg('a', 'b'), leg('b', 'c'), leg('c', 'a')];
    expect(removeLeg(legs, 0)).toEqual([leg('b', 'c'), leg('c', 'a')]);
    expect(removeLeg(legs, 2)).toEqual([leg('a', 'b'), leg('b', 'c')]);
  });
});

describe('the trip answer as the estimate card reads it', () => {
  const trip: CalculateTripResponse = {
    aircraftType: 'pc12',
    regionId: 1,
    passengers: 4,
    lines: [
      { kind: 'flight', label: 'Leg 1', amount: 100_000 },
      { kind: 'fee', label: 'Booking fee', amount: 5_050 },
    ],
    total: 1050.5,
    bookingFee: 50.5,
    perPerson: 262.63,
    currency: 'AUD',
    legs: [
      { from: 'a', to: 'b', fromName: 'A', toName: 'B', date: day, waitMinutes: 0, distanceKm: 40, flightMinutes: 15, source: 'route' },
      { from: 'b', to: 'a', fromName: 'B', toName: 'A', date: '2026-12-10', waitMinutes: 0, distanceKm: null, flightMinutes: null, source: 'rule' },
    ],
    positioning: [],
    summary: 'Includes the return of the aircraft to Jandakot',
    validUntil: '2026-12-01T00:20:00.000Z',
  };

  it('carries the total, fee, lines and summary, and the base as total less fee', () => {
    const quote = tripAsQuote(trip);
    expect(quote.estimate).toBe(1050.5);
    expect(quote.breakdown).toMatchObject({ basePrice: 1000, bookingFee: 50.5, total: 1050.5, distanceKm: null, flightMinutes: null });
    expect(quote.lines).toBe(trip.lines);
    expect(quote.summary).toBe(trip.summary);
    expect(quote.priceDate).toBe(day);
    expect(quote.bookingUrl).toBeNull();
  });
});

describe('the trip in the address', () => {
  const trip = [leg('a', 'b', 90), leg('b', 'a')];

  it('writes the legs and names the first leg as the flight chosen', () => {
    const next = addressWithLegs(new URLSearchParams('departure=x&destinationId=7&aircraft=pc12&region=wa'), trip);
    expect(next.get('legs')).toBe(`a~b~${day}~90,b~a~${day}`);
    expect(Object.fromEntries(next)).toMatchObject({ departure: 'a', destination: 'b', date: day, aircraft: 'pc12', region: 'wa' });
    expect(next.has('destinationId')).toBe(false);
  });

  it('goes back to a single flight when one leg is left', () => {
    const next = addressWithLegs(new URLSearchParams(`legs=a~b~${day},b~a~${day}`), [{ from: 'b', to: 'a', date: '2026-12-12', waitMinutes: 0 }]);
    expect(next.has('legs')).toBe(false);
    expect(Object.fromEntries(next)).toEqual({ departure: 'b', destination: 'a', date: '2026-12-12' });
  });
});
