import { describe, expect, it } from 'vitest';
import { createEstimateTally } from './estimate-counts';

const route = { departure: 'jandakot', destination: 'rottnest-island', partner: '' };

describe('the estimate tally', () => {
  it('adds estimates of one route, partner and quarter hour into one row', () => {
    const tally = createEstimateTally();
    tally.add(route, new Date('2026-11-26T08:01:00Z'));
    tally.add(route, new Date('2026-11-26T08:14:59Z'));
    tally.add(route, new Date('2026-11-26T08:15:00Z'));
    tally.add({ ...route, partner: 'hotel-x' }, new Date('2026-11-26T08:02:00Z'));
    const rows = tally.take();
    expect(rows).toEqual([
      { ...route, periodStart: new Date('2026-11-26T08:00:00Z'), estimates: 2 },
      { ...route, periodStart: new Date('2026-11-26T08:15:00Z'), estimates: 1 },
      { ...route, partner: 'hotel-x', periodStart: new Date('2026-11-26T08:00:00Z'), estimates: 1 },
    ]);
    expect(tally.take()).toEqual([]);
  });

  it('counts rows given back after a failed write together with what came meanwhile', () => {
    const tally = createEstimateTally();
    tally.add(route, new Date('2026-11-26T08:01:00Z'));
    const failed = tally.take();
    tally.add(route, new Date('2026-11-26T08:05:00Z'));
    tally.giveBack(failed);
    expect(tally.take()).toEqual([{ ...route, periodStart: new Date('2026-11-26T08:00:00Z'), estimates: 2 }]);
  });

  it('drops, and says how many, once it holds as many rows as it may', () => {
    const tally = createEstimateTally(1);
    tally.add(route, new Date('2026-11-26T08:01:00Z'));
    tally.add({ ...route, destination: 'albany' }, new Date('2026-11-26T08:01:00Z'));
    tally.add(route, new Date('2026-11-26T08:02:00Z'));
    expect(tally.take()).toEqual([{ ...route, periodStart: new Date('2026-11-26T08:00:00Z'), estimates: 2 }]);
    expect(tally.takeDropped()).toBe(1);
    expect(tally.takeDropped()).toBe(0);
  });
});
