import { describe, expect, it } from 'vitest';
import { formatCountdown, holdDeadline, secondsLeft } from './price-hold';

const minute = 60_000;

describe('price hold (decision 0021)', () => {
  const received = Date.parse('2030-01-01T10:00:00Z');

  it('ends at the server’s validUntil', () => {
    expect(holdDeadline(new Date(received + 20 * minute).toISOString(), received)).toBe(received + 20 * minute);
    expect(holdDeadline(new Date(received + 5 * minute).toISOString(), received)).toBe(received + 5 * minute);
  });

  it('never outlasts 20 minutes from the answer, even when the visitor’s clock runs behind the server’s', () => {
    expect(holdDeadline(new Date(received + 45 * minute).toISOString(), received)).toBe(received + 20 * minute);
  });

  it('has no deadline without a usable validUntil', () => {
    expect(holdDeadline(undefined, received)).toBeNull();
    expect(holdDeadline('soon', received)).toBeNull();
  });

  it('counts whole seconds down to zero and writes them as m:ss', () => {
    const deadline = received + 20 * minute;
    expect(secondsLeft(deadline, received)).toBe(1200);
    expect(secondsLeft(deadline, deadline - 1)).toBe(1);
    expect(secondsLeft(deadline, deadline + 5000)).toBe(0);
    expect(formatCountdown(1200)).toBe('20:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
