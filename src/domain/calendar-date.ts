const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether `text` is a day that exists, written YYYY-MM-DD (2026-02-29 does not). Years before 100 are
 * refused: JavaScript's Date.UTC reads them as 19xx, and nothing is priced or flown then. Arithmetic rather
 * than a Date: a quote's body is checked with it on every call.
 */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}
