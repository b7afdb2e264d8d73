/**
 * The day a price is for. The operator flies in Western Australia: a price asked without a date is the price
 * of today in Perth, and a date is a calendar day (YYYY-MM-DD) with no time zone of its own.
 */
export const PRICE_TIME_ZONE = 'Australia/Perth';

const PERTH_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: PRICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD in Perth at `now`. */
export const perthToday = (now: Date): string => PERTH_DAY.format(now);

// Kept in a module of its own, which the booking page's first chunk can import without this one's formats.
export { isCalendarDate } from './calendar-date';

/** 0 for Sunday … 6 for Saturday, of a YYYY-MM-DD day. */
export const dayOfWeek = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The days of the week as staff read them, Monday first (Australian weeks start on Monday). */
export const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
