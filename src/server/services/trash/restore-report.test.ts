import { describe, expect, it } from 'vitest';
import type { TrashedRows } from '../../db/schema';
import { itemRefusal, reinsertedImpact, relinkedImpact, restoredMessage, setWords } from './restore-report';

const routePrices: TrashedRows = { table: 'route_pricing', kind: 'route-prices', mode: 'cascade', rows: [] };
const defaults: TrashedRows = { table: 'regions', kind: 'region-defaults', mode: 'set-null', column: 'default_destination_id', rows: [] };
const summary = [
  { kind: 'route-prices', count: 3, label: '3 route prices' },
  { kind: 'region-defaults', label: 'the default destination of Western Australia' },
];

describe('what a restore reports', () => {
  it('refuses the item when a row created since clashes with it or what it belongs to is gone, and says what to do', () => {
    expect(itemRefusal('ok', 'Destination', 'Rottnest')).toBeUndefined();
    expect(itemRefusal('clash', 'Destination', 'Rottnest')).toBe(
      'Destination "Rottnest" cannot be restored: one created since has the same name or value. Rename or delete that one first.',
    );
    expect(itemRefusal('orphan', 'Destination', 'Rottnest')).toBe(
      'Destination "Rottnest" cannot be restored: what it belongs to (its region, departure or destination) was deleted since. Restore that first.',
    );
  });

  it("names a set of rows by the summary's words without its count, else by its kind", () => {
    expect(setWords(routePrices, summary)).toBe('route prices');
    expect(setWords({ ...routePrices, kind: 'flight-types' }, summary)).toBe('flight-types');
  });

  it('counts the links made again under the summary label, and nothing when none was', () => {
    expect(relinkedImpact(defaults, summary, 1)).toEqual([{ kind: 'region-defaults', count: 1, label: 'the default destination of Western Australia' }]);
    expect(relinkedImpact({ ...defaults, kind: 'other' }, summary, 2)).toEqual([{ kind: 'other', count: 2, label: '2 other' }]);
    expect(relinkedImpact(defaults, summary, 0)).toEqual([]);
  });

  it('counts the rows put back, and says why the others were not', () => {
    expect(reinsertedImpact('route-prices', 'route prices', ['ok', 'clash', 'ok', 'orphan', 'orphan'])).toEqual({
      restored: [{ kind: 'route-prices', count: 2, label: '2 route prices' }],
      skipped: [
        { kind: 'route-prices', count: 1, label: '1 route prices not restored: a matching one was created since' },
        { kind: 'route-prices', count: 2, label: '2 route prices not restored: what they belong to was deleted since' },
      ],
    });
    expect(reinsertedImpact('route-prices', 'route prices', [])).toEqual({ restored: [], skipped: [] });
  });

  it('says the item is restored, followed by what was skipped', () => {
    expect(restoredMessage('Destination', 'Rottnest', [])).toBe('Destination "Rottnest" restored');
    expect(restoredMessage('Destination', 'Rottnest', [{ kind: 'a', label: 'one' }, { kind: 'b', label: 'two' }])).toBe('Destination "Rottnest" restored; one; two');
  });
});
