/**
 * Money is integer cents in code and numeric(10,2) in the database; these convert at the edges.
 * A numeric(10,2) holds at most 99,999,999.99.
 */
export const MAX_PRICE_CENTS = 9_999_999_999;

export function centsFromDecimalString(value: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a decimal amount: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

export function decimalStringFromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Dollars as a JSON number with at most two decimals (what API responses carry). */
export function dollarsFromCents(cents: number): number {
  return Math.round(cents) / 100;
}

export function centsFromDollars(dollars: number): number {
  return Math.round(dollars * 100);
}

const audFormatters = new Map<string, Intl.NumberFormat>();

/** "A$1,234.50" in any of the product's languages. */
export function formatAud(cents: number, locale = 'en-AU'): string {
  let formatter = audFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'AUD', currencyDisplay: 'symbol' });
    audFormatters.set(locale, formatter);
  }
  return formatter.format(cents / 100).replace(/^\$/, 'A$');
}
