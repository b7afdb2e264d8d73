import { describe, expect, it } from 'vitest';
import { routeOverrideText } from './route-overrides';

const perth = { id: 2, name: 'Perth Airport' };
const jandakot = { id: 1, name: 'Jandakot Airport' };

describe('routeOverrideText', () => {
  it('says nothing without route prices', () => {
    expect(routeOverrideText([])).toBeUndefined();
  });
  it('names the one departure and the flight types', () => {
    expect(
      routeOverrideText([
        { aircraftType: '6-passengers', flightType: 'same-day', departures: [perth] },
        { aircraftType: '6-passengers', flightType: 'one-way', departures: [perth] },
      ]),
    ).toBe('A route price from Perth Airport overrides this for same-day and one-way');
  });
  it('counts several departures once each and lists at most three', () => {
    const more = [3, 4, 5].map((id) => ({ id, name: `Field ${id}` }));
    expect(routeOverrideText([{ aircraftType: '3-passengers', flightType: 'same-day', departures: [jandakot, perth, ...more] }])).toBe(
      'Route prices override this for same-day from 5 departures (Jandakot Airport, Perth Airport, Field 3 and 2 more)',
    );
    expect(routeOverrideText([{ aircraftType: '3-passengers', flightType: 'scenic', departures: [jandakot] }, { aircraftType: '3-passengers', flightType: 'same-day', departures: [jandakot, perth] }])).toBe(
      'Route prices override this for scenic and same-day from 2 departures (Jandakot Airport, Perth Airport)',
    );
  });
});
