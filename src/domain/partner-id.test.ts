import { describe, expect, it } from 'vitest';
import { partnerSchema } from './api/common';
import { partnerId } from './partner-id';

describe('partner id', () => {
  it('keeps a short slug, trimmed, and drops anything else', () => {
    expect(partnerId(' hotel-x.perth_2 ')).toBe('hotel-x.perth_2');
    expect(partnerId('')).toBeUndefined();
    expect(partnerId(null)).toBeUndefined();
    expect(partnerId('hotel x')).toBeUndefined();
    expect(partnerId('<b>')).toBeUndefined();
    expect(partnerId('p'.repeat(101))).toBeUndefined();
  });

  it('agrees with the server schema: what the widget sends is what the server stores', () => {
    for (const value of ['hotel-x', 'a.b_c-9', 'p'.repeat(100)]) expect(partnerSchema.parse(value)).toBe(partnerId(value));
    for (const value of ['hotel x', 'p'.repeat(101), 'ü']) {
      expect(partnerId(value)).toBeUndefined();
      expect(partnerSchema.safeParse(value).success).toBe(false);
    }
  });
});
