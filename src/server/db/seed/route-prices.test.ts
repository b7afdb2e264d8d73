import { describe, expect, it } from 'vitest';
import { DEPARTURE_FLEETS, isCustomRoute, pairRoutePrices, SCENIC_AIRCRAFT } from './prices';
import { QLD_DEPARTURES } from './qld-locations';
import type { DepartureSeed, DestinationSeed } from './types';
import { WA_DEPARTURES, WA_DESTINATIONS } from './wa-locations';

const departure = (value: string): DepartureSeed => WA_DEPARTURES.find((d) => d.value === value)!;
/** The first WA destination with this value (the main site's; the scenic rows share a departure's value). */
const destination = (value: string, flightTypes?: string[]): DestinationSeed =>
  WA_DESTINATIONS.find((d) => d.value === value && (!flightTypes || JSON.stringify(d.flightTypes) === JSON.stringify(flightTypes)))!;

describe('the seeded route prices of one departure and destination', () => {
  it("gives a departure's own scenic destination one scenic row per scenic aircraft of its fleet", () => {
    const rows = pairRoutePrices(departure('jandakot'), destination('jandakot', ['scenic']));
    expect(rows.map((r) => r.aircraftType)).toEqual(DEPARTURE_FLEETS.jandakot!.filter((t) => SCENIC_AIRCRAFT.includes(t)));
    expect(new Set(rows.map((r) => r.flightType))).toEqual(new Set(['scenic']));
  });

  it('prices same-day and one-way between two places, one-way cheaper, the custom route at 0', () => {
    const rows = pairRoutePrices(departure('jandakot'), destination('albany'));
    const of = (aircraftType: string, flightType: string) => rows.find((r) => r.aircraftType === aircraftType && r.flightType === flightType);
    expect(Number(of('3-passengers', 'one-way')!.price)).toBeLessThan(Number(of('3-passengers', 'same-day')!.price));
    expect(of('8-passengers', 'same-day')).toMatchObject({ price: '0', isCustomRoute: true });
    expect(of('3-passengers', 'same-day')!.isCustomRoute).toBe(false);
    // Helicopters lack the range for Albany.
    expect(rows.some((r) => r.aircraftType === '4-5-passenger-helicopter')).toBe(false);
  });

  it('has nothing for scenic-only departures, pairs too close to fly, or places of another region', () => {
    expect(pairRoutePrices(departure('serpentine'), destination('albany'))).toEqual([]);
    expect(pairRoutePrices(departure('busselton'), destination('margaret-river'))).toEqual([]);
    expect(pairRoutePrices(QLD_DEPARTURES[0]!, destination('albany'))).toEqual([]);
  });

  it('knows the custom routes by departure, destination, aircraft and flight type', () => {
    expect(isCustomRoute('jandakot', 'albany', '8-passengers', 'one-way')).toBe(true);
    expect(isCustomRoute('jandakot', 'albany', '8-passengers', 'scenic')).toBe(false);
    expect(isCustomRoute('perth-airport', 'albany', '8-passengers', 'same-day')).toBe(false);
  });
});
