import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

const policy = { minDelayMs: 1_000, factor: 2, maxDelayMs: 60_000 };

describe('retryDelayMs', () => {
  it('doubles the wait after each failure, from minDelay, without jitter when asked', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, policy, false))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
  });

  it('never waits longer than maxDelay, however many failures', () => {
    expect(retryDelayMs(7, policy, false)).toBe(60_000);
    expect(retryDelayMs(50, policy, false)).toBe(60_000);
    for (let i = 0; i < 100; i++) expect(retryDelayMs(30, policy)).toBeLessThanOrEqual(60_000);
  });

  it('spreads the waits with jitter between one and two times the plain wait', () => {
    const waits = Array.from({ length: 200 }, () => retryDelayMs(3, policy));
    for (const wait of waits) {
      expect(wait).toBeGreaterThanOrEqual(4_000);
      expect(wait).toBeLessThanOrEqual(8_000);
    }
    // 200 draws from a continuous range: many different waits, not one shared moment.
    expect(new Set(waits).size).toBeGreaterThan(100);
  });
});
