import { formatLocale } from './format-locale';

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

/**
 * The product's one A$ formatter: integer cents to "A$1,450.05", in a UI language ('en', 'zh', 'hi') or an
 * Intl locale. Every language writes the product's "A$" (Intl alone gives "$", "AU$" or "A$" by locale).
 * `wholeDollars` drops ".00" from a whole amount ("A$567"), for prices quoted in running text.
 */
export function formatAud(cents: number, languageOrLocale = 'en-AU', options: { wholeDollars?: boolean } = {}): string {
  const fractionDigits = options.wholeDollars && Math.round(cents) % 100 === 0 ? 0 : 2;
  const locale = formatLocale(languageOrLocale);
  const key = `${locale}|${fractionDigits}`;
  let formatter = audFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'AUD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    audFormatters.set(key, formatter);
  }
  return formatter.format(Math.round(cents) / 100).replace('$', 'A$');
}

/**
 * Money as visitors read it, the one form on every visitor page, share text, request and e-mail: whole
 * dollars without cents ("A$567", "A$2,226"), cents only when there are some ("A$141.75"), so a price reads
 * the same on an experience's card, the estimate and the message a visitor sends.
 */
export function formatVisitorAud(cents: number, languageOrLocale = 'en-AU'): string {
  return formatAud(cents, languageOrLocale, { wholeDollars: true });
}
