/**
 * Intl formatters are costly to build (tens of milliseconds on a slow phone, the first time per locale) and
 * cheap to reuse: components ask here instead of constructing one per render.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/**
 * Hindi's locale data marks 12-hour times with the Latin 'am'/'pm' ('2:35 pm'). Hindi writes the time of day
 * as a word of its own script instead ('दोपहर 2:35', 'सुबह 9:05', 'रात 11:40'): Intl's day period gives exactly
 * that, so every Hindi time with an hour and no explicit clock uses it. Digits stay those of the hi locale
 * (docs/decisions/0023-visitor-polish.md).
 */
export function withLocaleTimeWords(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  const hindi = /^hi(-|$)/i.test(locale);
  const clockGiven = options.hour12 !== undefined || options.hourCycle !== undefined || options.dayPeriod !== undefined || options.timeStyle !== undefined;
  return hindi && options.hour !== undefined && !clockGiven ? { ...options, hour12: true, dayPeriod: 'short' } : options;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, withLocaleTimeWords(locale, options))));
  return format;
}
