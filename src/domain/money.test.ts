import { describe, expect, it } from 'vitest';
import { bookingFeeCents, DEFAULT_BOOKING_FEE } from './booking-fee';
import { centsFromDecimalString, centsFromDollars, decimalStringFromCents, dollarsFromCents, formatAud, formatVisitorAud } from './money';

describe('money conversions', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['1450.05', 145005],
    ['-3.10', -310],
    ['99999999.99', 9_999_999_999],
  ])('reads numeric(10,2) %s as %i cents', (text, cents) => {
    expect(centsFromDecimalString(text)).toBe(cents);
  });
  it('refuses text that is not an amount', () => {
    expect(() => centsFromDecimalString('12.345')).toThrow();
    expect(() => centsFromDecimalString('abc')).toThrow();
  });
  it('writes cents back as numeric text', () => {
    expect(decimalStringFromCents(145005)).toBe('1450.05');
    expect(decimalStringFromCents(7)).toBe('0.07');
    expect(decimalStringFromCents(-310)).toBe('-3.10');
  });
  it('round-trips dollars and cents without float drift', () => {
    expect(centsFromDollars(0.1 + 0.2)).toBe(30);
    expect(dollarsFromCents(145005)).toBe(1450.05);
  });
  it('formats Australian dollars as A$', () => {
    expect(formatAud(145005)).toBe('A$1,450.05');
    expect(formatAud(0)).toBe('A$0.00');
    expect(formatAud(-310)).toBe('-A$3.10');
  });
  it('writes A$ in every UI language and locale (Intl alone gives "$", "AU$" or "A$")', () => {
    expect(formatAud(145005, 'en')).toBe('A$1,450.05');
    expect(formatAud(145005, 'zh')).toBe('A$1,450.05');
    expect(formatAud(145005, 'zh-CN')).toBe('A$1,450.05');
    expect(formatAud(145005, 'hi')).toBe('A$1,450.05');
    expect(formatAud(123456750, 'hi')).toBe('A$12,34,567.50');
  });
  it('drops .00 from whole amounts only when asked (prices in running text)', () => {
    expect(formatAud(56700, 'en', { wholeDollars: true })).toBe('A$567');
    expect(formatAud(56750, 'en', { wholeDollars: true })).toBe('A$567.50');
    expect(formatAud(56700, 'en')).toBe('A$567.00');
  });
  it('writes visitors’ money one way in every language: whole dollars bare, cents only when there are some', () => {
    expect(formatVisitorAud(56700)).toBe('A$567');
    expect(formatVisitorAud(222600, 'zh')).toBe('A$2,226');
    expect(formatVisitorAud(14175, 'hi')).toBe('A$141.75');
    expect(formatVisitorAud(56750, 'en')).toBe('A$567.50');
  });
});

describe('bookingFeeCents', () => {
  it('charges the percentage when it is above the minimum', () => {
    expect(bookingFeeCents(200_000, { percent: 5, minimumCents: 2500 })).toBe(10_000);
  });
  it('charges the minimum on small prices', () => {
    expect(bookingFeeCents(10_000, { percent: 5, minimumCents: 2500 })).toBe(2500);
  });
  it('charges nothing on a zero price', () => {
    expect(bookingFeeCents(0, DEFAULT_BOOKING_FEE)).toBe(0);
  });
  it('rounds half-cents to whole cents', () => {
    expect(bookingFeeCents(12_345, { percent: 4.5, minimumCents: 0 })).toBe(556);
  });
});
