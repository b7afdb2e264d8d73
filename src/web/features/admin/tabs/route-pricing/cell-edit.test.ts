import { describe, expect, it } from 'vitest';
import { editOf, estimateText, priceConflictDetail, sourceText } from './cell-edit';

const routeCell = { routePrice: 320, routePriceId: 7, version: 3 };
const emptyCell = { routePrice: null, routePriceId: null, version: null };

describe('a grid cell on Enter', () => {
  it('saves a changed price, removes an emptied route price, and leaves the rest alone', () => {
    expect(editOf(' 350 ', routeCell)).toEqual({ kind: 'save', price: '350' });
    expect(editOf('320', routeCell)).toEqual({ kind: 'none' });
    expect(editOf('  ', routeCell)).toEqual({ kind: 'remove', id: 7, version: 3 });
    expect(editOf('', emptyCell)).toEqual({ kind: 'none' });
    expect(editOf('99.5', emptyCell)).toEqual({ kind: 'save', price: '99.5' });
  });

  it('shows the estimate and its source in words', () => {
    expect(estimateText({ estimate: 1234 })).toBe('A$1,234');
    expect(estimateText({ estimate: 'NOT AVAILABLE' })).toBe('NOT AVAILABLE');
    expect(sourceText({ source: 'destination' })).toBe('Destination price');
    expect(sourceText({ source: null })).toBe('No source');
  });
});

describe('a price conflict in words', () => {
  const current = {
    id: 4,
    aircraftType: '12-passengers',
    departureLocationId: 1,
    departureName: 'Jandakot Airport (YPJT)',
    destinationId: 2,
    destinationName: 'Rottnest Island (YRTI)',
    flightType: 'scenic',
    price: 450,
    iframeHtml: null,
    isCustomRoute: false,
    isActive: true,
    version: 3,
    updatedAt: '2026-11-26T01:00:00.000Z',
    updatedBy: 'cole@example.com',
  };
  it('names the cell, the aircraft with its code, and both prices', () => {
    expect(priceConflictDetail(current, '500')).toBe('Jandakot Airport (YPJT) → Rottnest Island (YRTI), 11 Passengers (12-passengers), Scenic: saved now A$450.00, yours A$500.00');
    expect(priceConflictDetail(current, '')).toMatch(/yours no route price$/);
  });
  it('says nothing for a row that is not a route price', () => {
    expect(priceConflictDetail({ version: 1, updatedAt: null, updatedBy: null }, '1')).toBeUndefined();
  });
});
