import { describe, expect, it } from 'vitest';
import { forEachIdRange, forEachPage, nextPageRows, type Pace } from './pace';

const pace: Pace = { first: 100, min: 50, max: 1_000, targetMs: 40 };

describe('nextPageRows', () => {
  it('scales the rows to the target time', () => {
    expect(nextPageRows(pace, 400, 80)).toBe(200);
    expect(nextPageRows(pace, 400, 50)).toBe(320);
  });

  it('at most doubles a page that was quick, and stays within min and max', () => {
    expect(nextPageRows(pace, 100, 1)).toBe(200);
    expect(nextPageRows(pace, 800, 1)).toBe(1_000);
    expect(nextPageRows(pace, 100, 10_000)).toBe(50);
  });

  it('keeps a fixed size when min and max are the same', () => {
    const fixed: Pace = { first: 20_000, min: 20_000, max: 20_000, targetMs: 1_000 };
    expect(nextPageRows(fixed, 20_000, 5_000)).toBe(20_000);
    expect(nextPageRows(fixed, 20_000, 1)).toBe(20_000);
  });
});

describe('forEachIdRange', () => {
  it('covers every id from first to last once, in order, in ranges no wider than the pace allows', async () => {
    const ranges: [number, number][] = [];
    await forEachIdRange(pace, { first: 7, last: 3_000 }, async (first, last) => {
      ranges.push([first, last]);
    });
    expect(ranges[0]).toEqual([7, 7 + pace.first - 1]);
    expect(ranges[ranges.length - 1]![1]).toBe(3_000);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBe(ranges[i - 1]![1] + 1);
    for (const [first, last] of ranges) expect(last - first + 1).toBeLessThanOrEqual(pace.max);
  });

  it('runs nothing without bounds, once for a single id', async () => {
    const ranges: [number, number][] = [];
    await forEachIdRange(pace, null, async (first, last) => {
      ranges.push([first, last]);
    });
    expect(ranges).toEqual([]);
    await forEachIdRange(pace, { first: 5, last: 5 }, async (first, last) => {
      ranges.push([first, last]);
    });
    expect(ranges).toEqual([[5, 5]]);
  });
});

describe('forEachPage', () => {
  it('walks on from each page’s last id until a page answers none', async () => {
    const rows = Array.from({ length: 350 }, (_, i) => i + 1);
    const seen: number[] = [];
    await forEachPage(pace, async ({ after, limit }) => {
      const page = rows.filter((id) => id > after).slice(0, limit);
      seen.push(...page);
      return { last: page.length > 0 ? page[page.length - 1]! : null };
    });
    expect(seen).toEqual(rows);
  });
});
