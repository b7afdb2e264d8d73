import { describe, expect, it } from 'vitest';
import { editOf, estimateText, sourceText } from './cell-edit';

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
