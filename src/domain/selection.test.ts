import { describe, expect, it } from 'vitest';
import { chooseActiveRegion, fallbackChoice, isAircraftSelectable, isFlightTypeSelectable, usableOptions } from './selection';

const regions = [
  { id: 1, code: 'WA', displayOrder: 2, isActive: true },
  { id: 2, code: 'QLD', displayOrder: 1, isActive: true },
  { id: 3, code: 'NT', displayOrder: 0, isActive: false },
];

describe('chooseActiveRegion', () => {
  it('takes the query code first, case-insensitively', () => {
    expect(chooseActiveRegion(regions, 'wa', 'QLD')?.code).toBe('WA');
  });
  it('ignores an unknown or inactive query code and uses the stored preference', () => {
    expect(chooseActiveRegion(regions, 'xx', 'wa')?.code).toBe('WA');
    expect(chooseActiveRegion(regions, 'NT', 'WA')?.code).toBe('WA');
  });
  it('falls back to the active region with the lowest displayOrder', () => {
    expect(chooseActiveRegion(regions, null, null)?.code).toBe('QLD');
  });
  it('has nothing to choose without active regions', () => {
    expect(chooseActiveRegion([regions[2]!], 'NT', null)).toBeUndefined();
  });
});

describe('usableOptions', () => {
  it('drops entries without a non-empty id and name, and non-arrays', () => {
    const items = [{ id: 1, name: 'Rottnest' }, { id: '', name: 'x' }, { id: 2, name: '  ' }, { id: null, name: 'y' }, { id: 3, name: 'Albany' }];
    expect(usableOptions(items).map((i) => i.id)).toEqual([1, 3]);
    expect(usableOptions(null)).toEqual([]);
    expect(usableOptions({} as never)).toEqual([]);
  });
});

describe('fallbackChoice', () => {
  const items = [
    { id: 5, value: 'perth-airport' },
    { id: 6, value: 'jandakot' },
  ];
  it('keeps a current choice that is in the list, by value or id', () => {
    expect(fallbackChoice(items, 'perth-airport', 6)?.id).toBe(5);
    expect(fallbackChoice(items, '5', 6)?.id).toBe(5);
  });
  it('falls back to the region default, then to the first item', () => {
    expect(fallbackChoice(items, 'gone', 6)?.value).toBe('jandakot');
    expect(fallbackChoice(items, 'gone', 99)?.value).toBe('perth-airport');
    expect(fallbackChoice([], 'gone', 6)).toBeUndefined();
  });
});

describe('isFlightTypeSelectable', () => {
  it('allows everything without a list, else only listed types', () => {
    expect(isFlightTypeSelectable('scenic', undefined)).toBe(true);
    expect(isFlightTypeSelectable('scenic', ['same-day'])).toBe(false);
    expect(isFlightTypeSelectable('same-day', ['same-day'])).toBe(true);
  });
});

describe('isAircraftSelectable', () => {
  const route = { departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day' };
  it('filters only with a full route and a list', () => {
    expect(isAircraftSelectable('8-passengers', route, ['3-passengers'])).toBe(false);
    expect(isAircraftSelectable('3-passengers', route, ['3-passengers'])).toBe(true);
    expect(isAircraftSelectable('8-passengers', { ...route, destination: null }, ['3-passengers'])).toBe(true);
    expect(isAircraftSelectable('8-passengers', route, undefined)).toBe(true);
  });
  it('never filters in pilot-training mode', () => {
    expect(isAircraftSelectable('8-passengers', { ...route, flightType: 'pilot-training' }, [])).toBe(true);
  });
});
