import { describe, expect, it } from 'vitest';
import { AIRCRAFT_TYPES } from '../../../domain/aircraft';
import { gridColumns, gridRow, inactiveCell, pairIsActive, rowKey, storedRoute, type GridPage, type RoutePair, type RouteRow } from './price-grid-rows';
import { sourcedQuote } from '../../../domain/pricing/resolver';
import { resolveLocations } from './resolve-locations';
import { routeKey, type PricingSnapshot, type SnapshotDeparture, type SnapshotDestination } from '../../../domain/pricing/snapshot';

const NOW = new Date('2026-11-22T01:00:00.000Z');

const jandakot: SnapshotDeparture = {
  id: 1, value: 'jandakot', name: 'Jandakot', regionId: 1, appContext: 'main', latitude: -32.0975, longitude: 115.8811,
  scenicFlightUrl: 'https://book.example/scenic', pilotTrainingUrl: null, trainingUrls: {},
  names: {}, fees: { landingCents: null, parkingCents: null },
};
const place = (id: number, value: string): SnapshotDestination => ({
  id, value, name: value, regionId: 1, appContext: 'main', flightTypes: ['same-day', 'scenic', 'one-way'], latitude: -32.0061, longitude: 115.5403,
  bookingUrl: 'https://book.example/return', oneWayBookingUrl: null, iframeHtml: null, oneWayIframeHtml: null,
  names: {}, fees: { landingCents: null, parkingCents: null },
});
const rottnest = place(10, 'rottnest-island');
const ownScenic = place(11, 'jandakot');

/** Jandakot with a priced return flight to Rottnest in the 3-seater and its own scenic row. */
function snapshot(): PricingSnapshot {
  return {
    departuresById: new Map([[1, jandakot]]),
    departuresByValue: new Map([['jandakot', jandakot]]),
    destinationsById: new Map([[10, rottnest], [11, ownScenic]]),
    destinationsByValue: new Map([['rottnest-island', rottnest], ['jandakot', ownScenic]]),
    routes: new Map([[routeKey('3-passengers', 1, 10, 'same-day'), { priceCents: 89_000, iframeHtml: null, isCustomRoute: false }]]),
    destinationPrices: new Map(),
    rules: new Map(),
    bookingFees: new Map(),
    adjustments: new Map(),
    regionCharges: new Map(),
    homes: new Map(),
  };
}

const pair = (destination: SnapshotDestination, active = { departure: true, destination: true }): RoutePair => ({
  departureLocationId: 1, departureName: 'Jandakot', departureValue: 'jandakot', departureActive: active.departure,
  destinationId: destination.id, destinationName: destination.name, destinationValue: destination.value, destinationActive: active.destination,
});

const stored: RouteRow = {
  id: 7, version: 3, price: '890.00', isActive: true, isCustomRoute: false, aircraftType: '3-passengers', flightType: 'same-day', departureLocationId: 1, destinationId: 10,
};

function page(over: Partial<GridPage> = {}): GridPage {
  return {
    columns: gridColumns({ aircraftType: '3-passengers', flightType: undefined }),
    routesByKey: new Map([[rowKey(1, 10, '3-passengers', 'same-day'), stored]]),
    snapshot: snapshot(),
    regionId: 1,
    now: NOW,
    ...over,
  };
}

describe('the rows of the price grid', () => {
  it('has a column per aircraft and flight type, narrowed to what the query asks for', () => {
    expect(gridColumns({ aircraftType: undefined, flightType: undefined })).toHaveLength(AIRCRAFT_TYPES.length * 3);
    expect(gridColumns({ aircraftType: '3-passengers', flightType: 'one-way' })).toEqual([{ aircraftType: '3-passengers', aircraftLabel: '3 Passengers (3-passengers)', flightType: 'one-way' }]);
  });

  it('counts a pair active only when both places are active and published', () => {
    expect(pairIsActive(pair(rottnest), snapshot())).toBe(true);
    expect(pairIsActive(pair(rottnest, { departure: false, destination: true }), snapshot())).toBe(false);
    expect(pairIsActive(pair(place(12, 'hidden')), snapshot())).toBe(false);
  });

  it('shows the stored route price in dollars, or nulls when there is none', () => {
    expect(storedRoute(stored)).toEqual({ routePriceId: 7, version: 3, routePrice: 890, routePriceActive: true });
    expect(storedRoute(undefined)).toEqual({ routePriceId: null, version: null, routePrice: null, routePriceActive: null });
  });

  it('quotes nothing for an inactive place and names it, the departure first', () => {
    const key = { departureLocationId: 1, destinationId: 10, aircraftType: '3-passengers', flightType: 'same-day', ...storedRoute(stored) } as const;
    expect(inactiveCell(pair(rottnest, { departure: false, destination: false }), snapshot(), key, stored)).toMatchObject({ estimate: 'NOT AVAILABLE', message: 'Jandakot is not active', source: null });
    expect(inactiveCell(pair(rottnest, { departure: true, destination: false }), snapshot(), key, stored).message).toBe('rottnest-island is not active');
  });

  it('quotes each cell exactly as sourcedQuote does, and gives scenic cells only to the departure own row', () => {
    const row = gridRow(pair(rottnest), page());
    expect(row).toMatchObject({ isActive: true, isDepartureOwnRow: false });
    expect(row.cells.map((c) => c.flightType)).toEqual(['same-day', 'one-way']);
    const snap = snapshot();
    const expected = sourcedQuote(snap, '3-passengers', 'same-day', resolveLocations(snap, { departure: 'jandakot', destination: 'rottnest-island', flightType: 'same-day', regionId: 1 }), NOW);
    expect(row.cells[0]).toMatchObject({ estimate: expected.quote.estimate, source: 'route', routePriceId: 7, routePrice: 890, hasWidgetHtml: false });
    expect(gridRow(pair(ownScenic), page()).cells.map((c) => c.flightType)).toEqual(['same-day', 'scenic', 'one-way']);
  });
});
