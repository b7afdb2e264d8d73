import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './notification-listener';

describe('reconnectDelay', () => {
  it('doubles from 100 ms up to a 5 s ceiling at the top of its jitter', () => {
    const top = Array.from({ length: 12 }, (_, attempt) => reconnectDelay(attempt, () => 1));
    expect(top).toEqual([100, 200, 400, 800, 1600, 3200, 5000, 5000, 5000, 5000, 5000, 5000]);
    expect(reconnectDelay(10_000, () => 1)).toBe(5000);
  });

  it('spreads each wait over the whole range below its ceiling (full jitter)', () => {
    expect(reconnectDelay(3, () => 0)).toBe(0);
    expect(reconnectDelay(3, () => 0.5)).toBe(400);
    const waits = Array.from({ length: 500 }, () => reconnectDelay(6));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...waits)).toBeLessThanOrEqual(5000);
    expect(new Set(waits).size).toBeGreaterThan(100);
  });
});
