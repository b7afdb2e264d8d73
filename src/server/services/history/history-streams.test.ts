import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../domain/api/admin/history';
import { mergePage, positionsOf, type StreamItem } from './history-streams';

const item = (key: number, minute: number): StreamItem => ({
  key,
  at: new Date(Date.UTC(2026, 10, 26, 1, minute)),
  entry: { key: String(key), id: key, action: 'update', summary: '', who: null, at: null, version: null, changes: [], restorable: false } satisfies HistoryEntry,
});

describe('History sources merged into pages', () => {
  it('reads a cursor as one position per source; a shorter one reads the rest from the newest', () => {
    expect(positionsOf(undefined, 3)).toEqual([undefined, undefined, undefined]);
    expect(positionsOf('12', 3)).toEqual([12, undefined, undefined]);
    expect(positionsOf('12.7.0', 3)).toEqual([12, 7, 0]);
  });

  it('takes the newest entries by time and stands each source after the last one it gave', () => {
    const audit = [item(30, 9), item(20, 5), item(10, 1)];
    const bulk = [item(8, 7), item(6, 3)];
    const page = mergePage([audit, bulk], [undefined, undefined], 3);
    expect(page.items.map((i) => i.key)).toEqual([30, 8, 20]);
    expect(page.next).toBe('20.8');
  });

  it('keeps a source that gave nothing where it was (or just above its newest), and at 0 once it has no more', () => {
    expect(mergePage([[item(30, 9), item(20, 8)], [item(8, 1)]], [undefined, undefined], 1).next).toBe('30.9');
    expect(mergePage([[item(30, 9), item(20, 8)], [item(8, 1)]], [40, 15], 1).next).toBe('30.15');
    expect(mergePage([[item(30, 9), item(20, 8)], []], [undefined, undefined], 1).next).toBe('30.0');
  });

  it('ends (no cursor) when every source fits on the page; an audit entry comes before a bulk change of the same moment', () => {
    const page = mergePage([[item(30, 5)], [item(8, 5)]], [undefined, undefined], 2);
    expect(page.items.map((i) => i.key)).toEqual([30, 8]);
    expect(page.next).toBeNull();
  });
});
