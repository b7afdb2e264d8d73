import { describe, expect, it } from 'vitest';
import type { CalculatePriceResponse } from './api/pricing';
import { flyingAircraft, quoteOf } from './route-quotes';

const entry = (aircraftType: string, estimate: number | string) => ({ aircraftType, estimate }) as CalculatePriceResponse;
const answer = { quotes: [entry('3-passengers', 567), entry('helicopter', 'NOT AVAILABLE'), entry('8-passengers', 'PRICE ON REQUEST')] };

describe('reading the route call', () => {
  it('the aircraft that fly the route are those not NOT AVAILABLE, in the answer’s order', () => {
    expect(flyingAircraft(answer)).toEqual(['3-passengers', '8-passengers']);
    expect(flyingAircraft({ quotes: [] })).toEqual([]);
  });

  it('finds one aircraft’s entry, none for an aircraft the answer lacks', () => {
    expect(quoteOf(answer, 'helicopter')?.estimate).toBe('NOT AVAILABLE');
    expect(quoteOf(answer, '6-passengers')).toBeUndefined();
  });
});
