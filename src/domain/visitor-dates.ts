import { isCalendarDate } from './calendar-date';

/** A Date as YYYY-MM-DD in the time zone of the code that runs it (the visitor's, in a browser). */
export function localIsoDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The furthest time zone behind UTC is UTC-12 ("anywhere on Earth"). */
const LATEST_ZONE_BEHIND_UTC_MS = 12 * 60 * 60 * 1000;

/**
 * The earliest date that is still today somewhere on Earth: what a server, which does not know the
 * visitor's time zone, can refuse as "in the past" without ever refusing a visitor's own today. The page
 * refuses by the visitor's own calendar ({@link localIsoDate}), which is never earlier than this.
 */
export function earliestDateAnywhere(now: Date = new Date()): string {
  return new Date(now.getTime() - LATEST_ZONE_BEHIND_UTC_MS).toISOString().slice(0, 10);
}

/**
 * The flight's day as an address names it (`?date=`, a shared estimate), if the page can price it: a real day
 * written YYYY-MM-DD, not before `earliest` (the visitor's own today in a browser, {@link earliestDateAnywhere}
 * on the server). Anything else is no day: the estimate is then today's and says so.
 */
export function flightDateOf(text: string | null | undefined, earliest: string): string | undefined {
  return text && isCalendarDate(text) && text >= earliest ? text : undefined;
}
