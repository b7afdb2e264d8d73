import { describe, expect, it } from 'vitest';
import { allSelected, dropped, emptyListText, listReady, listScopeOf, moved, reorderBlockedBy, sortChoices, withSelection } from './list-view';

const twinInWa = { regionId: 3, appContext: 'twin' } as const;

describe('what a content tab reads and shows', () => {
  it('reads a list in the region and app context only where its type is scoped by them', () => {
    expect(listScopeOf({ region: 'required', appContext: true }, twinInWa)).toEqual({ regionId: 3, appContext: 'twin' });
    expect(listScopeOf({ region: 'optional', appContext: false }, twinInWa)).toEqual({ regionId: 3 });
    expect(listScopeOf({ region: 'none', appContext: false }, twinInWa)).toEqual({});
    expect(listScopeOf({ region: 'required', appContext: false }, { regionId: undefined, appContext: 'main' })).toEqual({});
  });

  it('waits for a region before reading a region-scoped list, never for the regions list', () => {
    expect(listReady({ region: 'required', appContext: true }, { regionId: undefined })).toBe(false);
    expect(listReady({ region: 'required', appContext: true }, { regionId: 1 })).toBe(true);
    expect(listReady({ region: 'none', appContext: false }, { regionId: undefined })).toBe(true);
  });

  it("says the type's own words for an empty list, and that nothing matches while filtered", () => {
    const spec = { tab: 'Hero Images Carousel', empty: 'No hero images' };
    expect(emptyListText(spec, false)).toBe('No hero images');
    expect(emptyListText(spec, true)).toBe('No hero images carousel match the search and filters.');
  });
});

describe('selecting rows for a bulk action', () => {
  it('ticks and clears ids without touching the others', () => {
    expect([...withSelection(new Set([1, 2]), [3, 4], true)]).toEqual([1, 2, 3, 4]);
    expect([...withSelection(new Set([1, 2, 3]), [2, 9], false)]).toEqual([1, 3]);
  });

  it('counts the page as all selected only when it has rows and each is ticked', () => {
    expect(allSelected([1, 2], new Set([1, 2, 5]))).toBe(true);
    expect(allSelected([1, 2], new Set([1]))).toBe(false);
    expect(allSelected([], new Set([1]))).toBe(false);
  });
});

describe('reordering a list', () => {
  it('moves one id up or down and keeps the rest in order', () => {
    expect(moved([10, 20, 30], 2, 1)).toEqual([10, 30, 20]);
    expect(moved([10, 20, 30], 0, 2)).toEqual([20, 30, 10]);
  });

  it('leaves the order as it is for a move past either end', () => {
    expect(moved([10, 20, 30], 0, -1)).toEqual([10, 20, 30]);
    expect(moved([10, 20, 30], 2, 3)).toEqual([10, 20, 30]);
  });

  it('turns a drag onto another row into the new order, and a drop in place or outside into none', () => {
    expect(dropped([10, 20, 30], 10, '30')).toEqual([20, 30, 10]);
    expect(dropped([10, 20, 30], 20, 20)).toBeUndefined();
    expect(dropped([10, 20, 30], 20, undefined)).toBeUndefined();
  });
});

describe('when a list can be reordered', () => {
  const whole = { q: '', active: 'all', sort: 'displayOrder', total: 12 } as const;

  it('can be on the whole unfiltered list in display order on one page', () => {
    expect(reorderBlockedBy(whole, 50)).toBeUndefined();
    expect(reorderBlockedBy({ ...whole, total: 50 }, 50)).toBeUndefined();
  });

  it('cannot while a search or filter is on, the list is sorted otherwise, or it spans pages, and says which', () => {
    expect(reorderBlockedBy({ ...whole, q: 'perth' }, 50)).toMatch(/search or filter/);
    expect(reorderBlockedBy({ ...whole, active: 'false' }, 50)).toMatch(/search or filter/);
    expect(reorderBlockedBy({ ...whole, sort: '-updatedAt' }, 50)).toMatch(/sorted by something other/);
    expect(reorderBlockedBy({ ...whole, total: 51 }, 50)).toBe("Reordering works when every item fits on one page (up to 50); set a display order in each item's form instead.");
  });

  it('offers display order, the name either way and recently changed as sorts', () => {
    expect(sortChoices({ nameField: 'title' })).toEqual(['displayOrder', 'title', '-title', '-updatedAt']);
  });
});
