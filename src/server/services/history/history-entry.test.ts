import { describe, expect, it } from 'vitest';
import { changesOf, earlierVersionOf, historyEntryOf, summaryOf, type HistoryAuditRow, type HistoryState } from './history-entry';
import { historyValue, SHOWN_VALUE_MAX, type ReferenceNames } from './history-values';

const names: ReferenceNames = new Map([['departure_locations', new Map([[4, 'Perth Airport (YPPH)']])]]);
const state: HistoryState = { currentVersion: 5, names };
const row = (over: Partial<HistoryAuditRow>): HistoryAuditRow => ({
  id: 10,
  action: 'update',
  before: { id: 1, version: 3, price: '250.00', updatedBy: 'jo@example.com', updatedAt: '2026-11-20T01:00:00.000Z' },
  after: { id: 1, version: 4, price: '275.50' },
  createdAt: new Date('2026-11-26T02:00:00Z'),
  userEmail: 'jo@example.com',
  userName: 'Jo',
  ...over,
});

describe('History entries', () => {
  it('words money as A$, other items by name (or as deleted), aircraft and flight types by their names, and cuts long values', () => {
    expect(historyValue('price', '1234.5', names)).toBe('A$1,234.50');
    expect(historyValue('sameDayPrice', 99, names)).toBe('A$99.00');
    expect(historyValue('departureLocationId', 4, names)).toBe('Perth Airport (YPPH)');
    expect(historyValue('departureLocationId', 7, names)).toBe('no. 7 (deleted since)');
    expect(historyValue('aircraftType', '3-passengers', names)).not.toBe('3-passengers');
    expect(historyValue('flightTypes', ['same-day', 'one-way'], names)).toBe('Same-day, One-way');
    expect(historyValue('isActive', false, names)).toBe('No');
    expect(historyValue('subtitle', null, names)).toBe('—');
    expect(historyValue('iframeHtml', 'x'.repeat(1000), names)).toHaveLength(SHOWN_VALUE_MAX + 1);
  });

  it('lists what an update changed, and nothing for a delete or a Trash restore (their summary says it)', () => {
    expect(changesOf(row({}), names)).toEqual([{ field: 'price', label: 'Price', before: 'A$250.00', after: 'A$275.50' }]);
    expect(changesOf(row({ action: 'delete' }), names)).toEqual([]);
    expect(changesOf(row({ action: 'restore', after: { id: 1, version: 4, restored: [] } }), names)).toEqual([]);
    // The restored version's number is not a field of the item.
    expect(changesOf(row({ action: 'restore_version', after: { id: 1, version: 4, price: '275.50', restoredVersion: 2 } }), names).map((c) => c.field)).toEqual(['price']);
  });

  it('says what each action did', () => {
    expect(summaryOf({ action: 'restore_version', after: { restoredVersion: 2 } })).toBe('Restored version 2');
    expect(summaryOf({ action: 'delete', after: null })).toBe('Deleted (moved to the Trash)');
    expect(summaryOf({ action: 'import', after: null })).toBe('Imported from a spreadsheet');
    expect(summaryOf({ action: 'import', after: { file: 'routes.xlsx' } })).toBe('Imported from routes.xlsx');
    expect(summaryOf({ action: 'reorder', after: null })).toBe('Moved in the list');
  });

  it('offers a version back unless it is the current one or the item is deleted', () => {
    expect(historyEntryOf(row({}), state)).toMatchObject({ version: 4, restorable: true, who: { name: 'Jo', email: 'jo@example.com' } });
    expect(historyEntryOf(row({ after: { version: 5 } }), state).restorable).toBe(false);
    expect(historyEntryOf(row({}), { ...state, currentVersion: null }).restorable).toBe(false);
    expect(historyEntryOf(row({ action: 'delete' }), state)).toMatchObject({ version: null, restorable: false });
  });

  it('adds the version before the oldest change on record, unless that one was a creation or the version is listed', () => {
    const oldest = row({});
    const listed = [historyEntryOf(oldest, state)];
    expect(earlierVersionOf(oldest, listed, state, 'Jo')).toMatchObject({ id: null, action: 'earlier', version: 3, at: '2026-11-20T01:00:00.000Z', who: { name: 'Jo' }, restorable: true });
    expect(earlierVersionOf(row({ action: 'create', before: null }), listed, state, null)).toBeUndefined();
    expect(earlierVersionOf(oldest, [{ ...listed[0]!, version: 3 }], state, null)).toBeUndefined();
  });
});
