import { describe, expect, it } from 'vitest';
import { changeText, scopeText, whenText } from './seasons-text';

const day = (d: string) => d;
const none = { departures: new Map<number, string>(), destinations: new Map<number, string>() };

describe('the words of the Seasons and dates list', () => {
  it('says when each kind applies', () => {
    expect(whenText({ kind: 'season', startsOn: '2026-12-01', endsOn: '2027-02-28', weekdays: [] }, day)).toBe('2026-12-01 – 2027-02-28');
    expect(whenText({ kind: 'season', startsOn: '2026-12-01', endsOn: null, weekdays: [] }, day)).toBe('From 2026-12-01');
    expect(whenText({ kind: 'peak', startsOn: '2026-12-25', endsOn: '2026-12-25', weekdays: [] }, day)).toBe('2026-12-25');
    expect(whenText({ kind: 'weekday', startsOn: null, endsOn: null, weekdays: [0, 6] }, day)).toBe('Saturday, Sunday');
    expect(whenText({ kind: 'weekday', startsOn: '2027-01-01', endsOn: null, weekdays: [5] }, day)).toBe('Friday; from 2027-01-01');
  });
  it('says by how much, and for what', () => {
    expect(changeText({ unit: 'percent', value: 12.5 })).toBe('+12.5%');
    expect(changeText({ unit: 'percent', value: -5 })).toBe('-5%');
    expect(changeText({ unit: 'amount', value: 300 })).toBe('+A$300.00');
    expect(scopeText({ aircraftType: null, flightType: null, departureLocationId: null, destinationId: null }, none)).toBe('Every flight');
    expect(
      scopeText(
        { aircraftType: null, flightType: 'scenic', departureLocationId: 3, destinationId: 9 },
        { departures: new Map([[3, 'Jandakot']]), destinations: new Map([[9, 'Rottnest Island']]) },
      ),
    ).toBe('Scenic, from Jandakot, to Rottnest Island');
  });
});
