import { describe, expect, it } from 'vitest';
import { usableDestinations, usableLocations, usableRegions, type BookingOptions } from './booking-options';
import { chooseDeparture, chooseDestination, draftRegions, flightTypeFor, routeChoices, scopeRegion } from './route-choices';

/** The seed's shape: two regions, airfields in both, each departure's "Scenic flight from X" under To. */
const WA = { id: 1, code: 'WA', name: 'Western Australia', displayOrder: 1, isActive: true, translations: { zh: { name: '西澳大利亚州' } } };
const QLD = { id: 2, code: 'QLD', name: 'Queensland', displayOrder: 2, isActive: true, translations: {} };
const OPTIONS: BookingOptions = {
  // The public lists name only the regions visitors see: Darwin's region (3) is not among them.
  regions: usableRegions([QLD, WA]),
  departures: usableLocations([
    { id: 1, name: 'Jandakot Airport (YPJT)', value: 'jandakot', regionId: 1 },
    { id: 2, name: 'Perth Airport (YPPH)', value: 'perth-airport', regionId: 1 },
    { id: 5, name: 'Caboolture Airfield (YCAB)', value: 'YCAB', regionId: 2 },
    { id: 9, name: 'Darwin (YPDN)', value: 'darwin', regionId: 3 },
  ]),
  destinations: usableDestinations([
    { id: 1, name: 'Rottnest Island (YRTI)', value: 'rottnest-island', regionId: 1, flightTypes: ['same-day', 'scenic', 'one-way'] },
    { id: 4, name: 'Wave Rock – Hyden (YHYD)', value: 'wave-rock', regionId: 1, flightTypes: ['one-way'] },
    { id: 7, name: 'Scenic flight from Jandakot', value: 'jandakot', regionId: 1, flightTypes: ['scenic'] },
    { id: 14, name: 'Lady Elliot Island (YLEL)', value: 'YLEL', regionId: 2, flightTypes: ['same-day'] },
    { id: 16, name: 'Scenic flight from Caboolture', value: 'YCAB', regionId: 2, flightTypes: ['scenic'] },
    { id: 20, name: 'Scenic flight from nowhere', value: 'closed-airfield', regionId: 1, flightTypes: ['scenic'] },
    { id: 21, name: 'JANDAKOT AIRPORT (YPJT)', value: 'jandakot-twin', regionId: 1, flightTypes: ['same-day'] },
    { id: 22, name: 'Coming soon', value: 'soon', regionId: 1, flightTypes: [] },
  ]),
};
const ids = (groups: { places: { id: number }[] }[]) => groups.flatMap((g) => g.places.map((p) => p.id));
const regionCodes = (groups: { region: { code: string } }[]) => groups.map((g) => g.region.code);
const wa = OPTIONS.regions.find((r) => r.code === 'WA')!;

describe('light widget route rules: it offers only routes the full widget can book', () => {
  it('keeps active regions in display order and drops places without an id, a name, a region or a flight type', () => {
    expect(OPTIONS.regions.map((r) => r.code)).toEqual(['WA', 'QLD']);
    expect(usableLocations([{ id: 1, name: ' ', regionId: 1 }, { name: 'No id', regionId: 1 }, null, { id: 2, name: 'No region' }, 'x'])).toEqual([]);
    expect(OPTIONS.destinations.map((d) => d.id)).not.toContain(22);
  });

  it('scoped to a region, both lists hold only that region: Jandakot can never be paired with Lady Elliot Island', () => {
    const choices = routeChoices(OPTIONS, scopeRegion(OPTIONS.regions, ['wa']), {});
    expect(choices.grouped).toBe(false);
    expect(ids(choices.departureGroups)).toEqual([1, 2]);
    expect(ids(choices.destinationGroups)).toEqual([1, 4, 7, 21]);
    const fromJandakot = routeChoices(OPTIONS, wa, { departureId: 1, destinationId: 14 });
    expect(fromJandakot.destination).toBeUndefined();
    expect(fromJandakot.booking).toBeUndefined();
  });

  it('keeps a draft region (sent only to staff previewing it) and names the drafts the lists show, for the preview banner', () => {
    const NT = { id: 3, code: 'NT', name: 'Northern Territory', displayOrder: 0, isActive: false, translations: { zh: { name: '北领地' } } };
    const preview: BookingOptions = { ...OPTIONS, regions: usableRegions([QLD, WA, NT]), destinations: [...OPTIONS.destinations, ...usableDestinations([{ id: 30, name: 'Kakadu', value: 'kakadu', regionId: 3, flightTypes: ['one-way'] }])] };
    expect(preview.regions.map((r) => [r.code, r.draft])).toEqual([['NT', true], ['WA', false], ['QLD', false]]);
    const all = routeChoices(preview, undefined, {});
    expect(ids(all.departureGroups)).toEqual([9, 1, 2, 5]);
    expect(draftRegions(all).map((r) => r.code)).toEqual(['NT']);
    // Scoped to a live region, no draft is on screen; published lists have none at all.
    expect(draftRegions(routeChoices(preview, scopeRegion(preview.regions, ['WA']), {}))).toEqual([]);
    expect(draftRegions(routeChoices(OPTIONS, undefined, {}))).toEqual([]);
  });

  it('takes the first code that names an active region, and offers every region when none does', () => {
    expect(scopeRegion(OPTIONS.regions, ['XX', 'qld'])?.code).toBe('QLD');
    expect(scopeRegion(OPTIONS.regions, ['NT'])).toBeUndefined(); // not a region visitors see
    expect(scopeRegion(OPTIONS.regions, [])).toBeUndefined();
  });

  it('without a region, groups both lists by region and limits To to the region of the chosen From', () => {
    const all = routeChoices(OPTIONS, undefined, {});
    expect(all.grouped).toBe(true);
    expect(regionCodes(all.departureGroups)).toEqual(['WA', 'QLD']);
    expect(ids(all.departureGroups)).toEqual([1, 2, 5]); // Darwin's region is not listed
    expect(regionCodes(all.destinationGroups)).toEqual(['WA', 'QLD']);
    const fromCaboolture = routeChoices(OPTIONS, undefined, { departureId: 5 });
    expect(regionCodes(fromCaboolture.destinationGroups)).toEqual(['QLD']);
    expect(ids(fromCaboolture.destinationGroups)).toEqual([14, 16]);
  });

  it('offers "Scenic flight from X" only from X, and books it as a scenic flight from X to X', () => {
    expect(ids(routeChoices(OPTIONS, wa, { departureId: 2 }).destinationGroups)).toEqual([1, 4, 21]);
    const scenic = routeChoices(OPTIONS, wa, { departureId: 1, destinationId: 7 });
    expect(scenic.booking).toEqual({ departure: 'jandakot', destination: 'jandakot', flightType: 'scenic', region: 'WA' });
  });

  it('never offers the departure itself under another name, nor a scenic flight no departure starts', () => {
    expect(ids(routeChoices(OPTIONS, wa, { departureId: 1 }).destinationGroups)).toEqual([1, 4, 7]);
    expect(ids(routeChoices(OPTIONS, wa, {}).destinationGroups)).not.toContain(20);
    expect(flightTypeFor(OPTIONS.departures[0]!, OPTIONS.destinations.find((d) => d.id === 21)!)).toBeUndefined();
  });

  it('asks for a flight type the destination offers: same-day first, one-way where that is all it has', () => {
    expect(routeChoices(OPTIONS, wa, { departureId: 1, destinationId: 1 }).booking).toEqual({
      departure: 'jandakot',
      destination: 'rottnest-island',
      flightType: 'same-day',
      region: 'WA',
    });
    expect(routeChoices(OPTIONS, undefined, { departureId: 2, destinationId: 4 }).booking?.flightType).toBe('one-way');
    expect(routeChoices(OPTIONS, undefined, { departureId: 5, destinationId: 14 }).booking).toMatchObject({ region: 'QLD', destination: 'YLEL' });
  });

  it('choosing "Scenic flight from X" before any From also chooses X, and says so', () => {
    const change = chooseDestination(OPTIONS, undefined, {}, 16);
    expect(change.selection).toEqual({ departureId: 5, destinationId: 16 });
    expect(change.notice).toEqual({ kind: 'scenic-departure', departure: expect.objectContaining({ id: 5 }) });
    expect(routeChoices(OPTIONS, undefined, change.selection).booking).toEqual({ departure: 'YCAB', destination: 'YCAB', flightType: 'scenic', region: 'QLD' });
    // A destination reachable from several departures leaves From to the visitor.
    expect(chooseDestination(OPTIONS, undefined, {}, 1)).toEqual({ selection: { departureId: undefined, destinationId: 1 } });
    // With a From already chosen, choosing To never touches it.
    expect(chooseDestination(OPTIONS, undefined, { departureId: 2 }, 1)).toEqual({ selection: { departureId: 2, destinationId: 1 } });
  });

  it('a new From that cannot reach the chosen To drops the To and says which and why', () => {
    const change = chooseDeparture(OPTIONS, undefined, { departureId: 1, destinationId: 1 }, 5);
    expect(change.selection).toEqual({ departureId: 5, destinationId: undefined });
    expect(change.notice).toEqual({
      kind: 'destination-cleared',
      departure: expect.objectContaining({ id: 5 }),
      destination: expect.objectContaining({ id: 1 }),
    });
    // Another airfield of the same region keeps a To it can reach, but not the previous airfield's scenic flight.
    expect(chooseDeparture(OPTIONS, undefined, { departureId: 1, destinationId: 1 }, 2)).toEqual({ selection: { departureId: 2, destinationId: 1 } });
    expect(chooseDeparture(OPTIONS, undefined, { departureId: 1, destinationId: 7 }, 2).selection).toEqual({ departureId: 2, destinationId: undefined });
    // Going back to 'Select departure' keeps the To.
    expect(chooseDeparture(OPTIONS, undefined, { departureId: 1, destinationId: 1 }, undefined)).toEqual({ selection: { departureId: undefined, destinationId: 1 } });
  });

  it('no pair of the seed shape, in any scope, ever joins two regions or books a place to itself without scenic', () => {
    for (const scope of [undefined, ...OPTIONS.regions]) {
      const departures = routeChoices(OPTIONS, scope, {}).departureGroups.flatMap((g) => g.places);
      for (const departure of departures) {
        const offered = routeChoices(OPTIONS, scope, { departureId: departure.id }).destinationGroups.flatMap((g) => g.places);
        for (const destination of offered) {
          const booking = routeChoices(OPTIONS, scope, { departureId: departure.id, destinationId: destination.id }).booking!;
          expect(destination.regionId).toBe(departure.regionId);
          expect(booking.region).toBe(OPTIONS.regions.find((r) => r.id === departure.regionId)!.code);
          if (booking.departure === booking.destination) expect(booking.flightType).toBe('scenic');
          else expect(booking.flightType).not.toBe('scenic');
        }
      }
    }
  });
});
