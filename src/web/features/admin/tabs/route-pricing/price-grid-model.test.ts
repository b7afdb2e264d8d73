import { describe, expect, it } from 'vitest';
import type { PriceGridAnswer, PriceGridCell } from '../../../../../domain/api/admin';
import { aircraftSpans, cellAt, cellKey, cellLabel, gridParams, routePriceBody } from './price-grid-model';

const cell = (over: Partial<PriceGridCell> = {}): PriceGridCell => ({
  departureLocationId: 1,
  destinationId: 2,
  aircraftType: '3-passengers',
  flightType: 'same-day',
  estimate: 500,
  basePrice: 450,
  source: 'route',
  message: null,
  routePriceId: 7,
  version: 3,
  routePrice: 450,
  routePriceActive: true,
  isCustomRoute: false,
  hasWidgetHtml: false,
  ...over,
});

const column = (aircraftType: PriceGridAnswer['columns'][number]['aircraftType'], flightType: PriceGridAnswer['columns'][number]['flightType']) => ({
  aircraftType,
  aircraftLabel: `${aircraftType} label`,
  flightType,
});

describe('the price grid’s query', () => {
  const filters = { regionId: 1, appContext: 'main' as const, departure: '4', aircraft: '' as const, flightType: 'scenic' as const, q: '', offset: 50, date: '' };

  it('sends the chosen filters and leaves out the empty ones', () => {
    expect(gridParams(filters)).toEqual({
      regionId: 1,
      appContext: 'main',
      departureLocationId: 4,
      aircraftType: undefined,
      flightType: 'scenic',
      q: undefined,
      date: undefined,
      limit: 25,
      offset: 50,
    });
    // A chosen day prices the cells for that day.
    expect(gridParams({ ...filters, date: '2026-12-25' }).date).toBe('2026-12-25');
  });

  it('asks for every departure under “all” and before the departures have loaded', () => {
    expect(gridParams({ ...filters, departure: 'all' }).departureLocationId).toBeUndefined();
    expect(gridParams({ ...filters, departure: undefined }).departureLocationId).toBeUndefined();
  });
});

describe('what a saved cell sends', () => {
  it('creates a route price with its whole key when the cell has none', () => {
    expect(routePriceBody(cell({ routePriceId: null, version: null }), { kind: 'save', price: '480' }, null)).toEqual({
      aircraftType: '3-passengers',
      departureLocationId: 1,
      destinationId: 2,
      flightType: 'same-day',
      price: '480',
    });
  });

  it('updates the one it has, active again, at the version it was shown at', () => {
    expect(routePriceBody(cell(), { kind: 'save', price: '480' }, 3)).toEqual({ price: '480', isActive: true, version: 3 });
    // Overwrite after a colleague created the cell's price: the create carries that price's version.
    expect(routePriceBody(cell({ routePriceId: null, version: null }), { kind: 'save', price: '480' }, 7)).toMatchObject({ flightType: 'same-day', price: '480', version: 7 });
    expect(routePriceBody(cell(), { kind: 'save', price: '480' }, null)).toEqual({ price: '480', isActive: true });
  });
});

describe('the price grid’s header and cells', () => {
  const columns = [column('3-passengers', 'same-day'), column('3-passengers', 'scenic'), column('5-passengers-twin-prop', 'same-day')];

  it('spans each aircraft over its flight types, in column order', () => {
    expect(aircraftSpans(columns)).toEqual([
      { aircraftType: '3-passengers', span: 2 },
      { aircraftType: '5-passengers-twin-prop', span: 1 },
    ]);
    expect(aircraftSpans([])).toEqual([]);
  });

  it('names a box by destination, departure when all are shown, aircraft and flight type', () => {
    const row = { destinationName: 'Rottnest Island', departureName: 'Jandakot' };
    expect(cellLabel(row, columns[1]!, false)).toBe('Rottnest Island, 3-passengers label, Scenic');
    expect(cellLabel(row, columns[0]!, true)).toBe('Rottnest Island from Jandakot, 3-passengers label, Same-day');
  });

  it('finds a row’s cell under a column, and none where the row has no such price', () => {
    const own = cell();
    const row = { departureLocationId: 1, departureName: 'Jandakot', destinationId: 2, destinationName: 'Rottnest Island', isActive: true, isDepartureOwnRow: false, cells: [own] };
    expect(cellAt(row, columns[0]!)).toBe(own);
    expect(cellAt(row, columns[1]!)).toBeUndefined();
    expect(cellKey(own)).toBe('1|2|3-passengers|same-day');
  });
});
