import { describe, expect, it } from 'vitest';
import type { ImportState } from './import-state';
import { routeKey } from './import-state';
import { effectOf, offerFlightType, planImport, plannedDestination, regionOfRow, rejectedRegionIssues, routeWriteOf, type PlannedDestination } from './import-plan';
import type { ImportRow } from './validate-rows';

const WA = 1;
const QLD = 2;

/** The database as the plan sees it: WA and QLD, departure jandakot (WA, id 10), destination rottnest-island (WA, id 20) with one route price. */
function state(): ImportState {
  return {
    regionIds: new Map([['WA', WA], ['QLD', QLD]]),
    regionCodes: new Map([[WA, 'WA'], [QLD, 'QLD']]),
    departures: new Map([['jandakot', { id: 10, regionId: WA }]]),
    destinations: new Map([['rottnest-island', { id: 20, regionId: WA, flightTypes: ['same-day'] }]]),
    routes: new Map([[routeKey('3-passengers', 10, 20, 'same-day'), { id: 30, price: '540.00', iframeHtml: null, isCustomRoute: false, isActive: true }]]),
  };
}

function row(rowNumber: number, fields: Partial<ImportRow> = {}): ImportRow {
  return {
    rowNumber,
    region: 'WA',
    departure: 'jandakot',
    departureName: undefined,
    destination: 'rottnest-island',
    destinationName: undefined,
    aircraftType: '3-passengers',
    flightType: 'same-day',
    priceCents: 54_000,
    isCustomRoute: false,
    iframeHtml: null,
    ...fields,
  };
}

describe('planning an import row by row', () => {
  it('finds a row its region, the import card region when it names none, and says when neither exists', () => {
    expect(regionOfRow(row(2, { region: 'QLD' }), state(), WA)).toBe(QLD);
    expect(regionOfRow(row(2, { region: '' }), state(), WA)).toBe(WA);
    expect(regionOfRow(row(3, { region: 'NT' }), state(), WA)).toEqual({ path: 'row 3: Region', message: "Row 3: there is no region 'NT'" });
    expect(regionOfRow(row(4, { region: '' }), state(), undefined)).toEqual({
      path: 'row 4: Region',
      message: 'Row 4: the row names no region; add a Region column, or import from the Route Pricing tab of a region',
    });
  });

  it('checks the region of refused rows too, blank ones aside', () => {
    expect(rejectedRegionIssues([{ rowNumber: 5, region: 'NT' }, { rowNumber: 6, region: '' }, { rowNumber: 7, region: 'WA' }], state())).toEqual([
      { path: 'row 5: Region', message: "Row 5: there is no region 'NT'" },
    ]);
  });

  it('plans a new destination with the row name, or its value as a title, offering the row flight type', () => {
    expect(plannedDestination(row(2, { destination: 'lake-argyle', destinationName: 'Lake Argyle' }), state(), WA)).toEqual({
      id: undefined, value: 'lake-argyle', name: 'Lake Argyle', regionId: WA, flightTypes: ['same-day'], flightTypesChanged: false, rowNumber: 2,
    });
    expect(plannedDestination(row(2, { destination: 'lake-argyle' }), state(), WA).name).toBe('Lake Argyle');
  });

  it('adds a priced flight type to a destination once, marking only an existing one for update', () => {
    const existing = plannedDestination(row(2), state(), WA);
    offerFlightType(existing, 'same-day');
    expect(existing.flightTypesChanged).toBe(false);
    offerFlightType(existing, 'one-way');
    expect(existing).toMatchObject({ flightTypes: ['same-day', 'one-way'], flightTypesChanged: true });
    const created: PlannedDestination = plannedDestination(row(2, { destination: 'new-place' }), state(), WA);
    offerFlightType(created, 'one-way');
    expect(created).toMatchObject({ flightTypes: ['same-day', 'one-way'], flightTypesChanged: false });
  });

  it('writes a route price in decimal dollars and tells new, changed and unchanged apart', () => {
    expect(routeWriteOf(row(2, { priceCents: 54_050 })).price).toBe('540.50');
    const existing = state().routes.values().next().value!;
    expect(effectOf(undefined, [])).toBe('new');
    expect(effectOf(existing, [{ field: 'price', before: '540.00', after: '600.00' }])).toBe('changed');
    expect(effectOf(existing, [])).toBe('unchanged');
  });
});

describe('the plan of a whole import', () => {
  it('counts, writes and describes each row in file order, creating each new location once', () => {
    const plan = planImport(
      [
        row(2),
        row(3, { priceCents: 60_000 }),
        row(4, { destination: 'lake-argyle', flightType: 'one-way' }),
        row(5, { departure: 'broome', destination: 'lake-argyle' }),
      ],
      state(),
    );
    expect(plan.issues).toEqual([]);
    expect(plan.counts).toEqual({ createdRoutes: 2, updatedRoutes: 1, unchangedRoutes: 1, createdDestinations: 1, createdDepartures: 1 });
    expect(plan.effects.map((e) => [e.rowNumber, e.effect])).toEqual([[2, 'unchanged'], [3, 'changed'], [4, 'new'], [5, 'new']]);
    expect(plan.effects[1]!.changes).toEqual([{ field: 'price', before: '540.00', after: '600.00' }]);
    expect(plan.routeWrites.map((w) => [w.departure, w.destination, w.price])).toEqual([
      ['jandakot', 'rottnest-island', '600.00'],
      ['jandakot', 'lake-argyle', '540.00'],
      ['broome', 'lake-argyle', '540.00'],
    ]);
    expect(plan.departures.map((d) => [d.value, d.id, d.rowNumber])).toEqual([['jandakot', 10, 2], ['broome', undefined, 5]]);
    expect(plan.destinations.map((d) => [d.value, d.flightTypes, d.rowNumber])).toEqual([
      ['rottnest-island', ['same-day'], 2],
      ['lake-argyle', ['one-way', 'same-day'], 4],
    ]);
  });

  it('keeps out rows of an unknown region or naming a location of another region, every issue sorted by row', () => {
    const plan = planImport(
      [
        row(4, { region: 'QLD' }),
        row(3, { region: 'QLD', departure: 'archerfield', destination: 'rottnest-island' }),
        row(6, { region: 'NT' }),
      ],
      state(),
      { rejected: [{ rowNumber: 5, region: 'XX' }] },
    );
    expect(plan.issues).toEqual([
      { path: 'row 3: Destination', message: "Row 3: destination 'rottnest-island' belongs to another region" },
      { path: 'row 4: Departure', message: "Row 4: departure 'jandakot' belongs to another region" },
      { path: 'row 5: Region', message: "Row 5: there is no region 'XX'" },
      { path: 'row 6: Region', message: "Row 6: there is no region 'NT'" },
    ]);
    expect(plan.effects).toEqual([]);
    // Row 3 reached its new departure before its destination kept it out, so the plan lists that departure.
    expect(plan.counts.createdDepartures).toBe(1);
  });

  it('sends rows without a region to the import card region, and only to one that exists', () => {
    expect(planImport([row(2, { region: '' })], state(), { defaultRegionId: WA }).effects[0]!.region).toBe('WA');
    expect(planImport([row(2, { region: '' })], state(), { defaultRegionId: 99 }).issues).toHaveLength(1);
  });
});
