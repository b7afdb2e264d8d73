import { describe, expect, it } from 'vitest';
import { hasAtMostDecimals, readMoney } from './money-input';

describe('money inputs are judged on the cents they would be stored as', () => {
  it.each([
    [540, 54_000],
    ['540', 54_000],
    ['540.5', 54_050],
    ['540.50', 54_050],
    [' 19.99 ', 1_999],
    [19.99, 1_999],
    ['.5', 50],
    ['540.500', 54_050],
    [0, 0],
    ['-0', 0],
  ])('reads %j as %i cents', (value, cents) => {
    expect(readMoney(value, 'Price')).toEqual({ ok: true, cents });
  });

  it.each([
    [1e-9, 'Price can have at most two decimals (whole cents)'],
    ['0.000000001', 'Price can have at most two decimals (whole cents)'],
    [0.1 + 0.2, 'Price can have at most two decimals (whole cents)'],
    [12.345, 'Price can have at most two decimals (whole cents)'],
    ['12.345', 'Price can have at most two decimals (whole cents)'],
    [-0.001, 'Price cannot be negative'],
    ['-5', 'Price cannot be negative'],
    [99_999_999.995, 'Price must be at most A$99,999,999.99'],
    ['99999999.995', 'Price must be at most A$99,999,999.99'],
    [1e300, 'Price must be at most A$99,999,999.99'],
    [Number.NaN, 'Price must be a number'],
    [Number.POSITIVE_INFINITY, 'Price must be a number'],
    ['NaN', 'Price must be a number in dollars, like 540 or 540.50'],
    ['Infinity', 'Price must be a number in dollars, like 540 or 540.50'],
    ['1e-9', 'Price must be a number in dollars, like 540 or 540.50'],
    ['0x10', 'Price must be a number in dollars, like 540 or 540.50'],
    ['1,5', 'Price must be a number in dollars, like 540 or 540.50'],
    ['.', 'Price must be a number in dollars, like 540 or 540.50'],
    [true, 'Price must be a number'],
    [null, 'Price must be a number'],
  ])('refuses %j: %s', (value, message) => {
    expect(readMoney(value, 'Price')).toEqual({ ok: false, message });
  });

  it('checks a minimum on the rounded cents: 1e-9, 0 and 0.004 are below one cent, 0.005 rounds to it but has three decimals', () => {
    const rule = { minCents: 1, maxCents: 10_000_000 };
    for (const value of [1e-9, 0, 0.004, '0.004', -5]) expect(readMoney(value, 'Rate', rule)).toEqual({ ok: false, message: 'Rate must be at least A$0.01' });
    expect(readMoney(0.005, 'Rate', rule)).toEqual({ ok: false, message: 'Rate can have at most two decimals (whole cents)' });
    expect(readMoney(0.01, 'Rate', rule)).toEqual({ ok: true, cents: 1 });
  });

  it('checks a maximum on the rounded cents: a value that rounds up past it is refused as too large, one that rounds down as too precise', () => {
    const fee = { maxCents: 10_000_000 };
    expect(readMoney(100_000.005, 'Fee', fee)).toEqual({ ok: false, message: 'Fee must be at most A$100,000.00' });
    expect(readMoney('100000.005', 'Fee', fee)).toEqual({ ok: false, message: 'Fee must be at most A$100,000.00' });
    expect(readMoney(100_000.004, 'Fee', fee)).toEqual({ ok: false, message: 'Fee can have at most two decimals (whole cents)' });
    expect(readMoney(100_000, 'Fee', fee)).toEqual({ ok: true, cents: 10_000_000 });
  });

  it('tells whole decimals exactly, without a tolerance', () => {
    expect(hasAtMostDecimals(1.25, 2)).toBe(true);
    expect(hasAtMostDecimals(1.2500000001, 2)).toBe(false);
    expect(hasAtMostDecimals(1e-9, 2)).toBe(false);
    expect(hasAtMostDecimals(0.125, 3)).toBe(true);
    expect(hasAtMostDecimals(Number.NaN, 2)).toBe(false);
  });
});
