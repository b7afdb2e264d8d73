import { dateTimeFormat } from '../../../lib/intl-formats';

const staffLocale = () => (typeof navigator === 'undefined' ? 'en-AU' : navigator.language || 'en-AU');

/**
 * A moment as staff read it: in their browser's locale and time zone, with the zone named ('23 Nov 2026,
 * 2:35 pm AWST'), so a request from Perth read in Brisbane is not an hour out without saying so.
 */
export function formatStaffTime(iso: string): string {
  return dateTimeFormat(staffLocale(), { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));
}

/** A calendar date (YYYY-MM-DD, no time of day) as words in the staff's locale: '24 Dec 2026'. */
export function formatStaffDate(day: string): string {
  return dateTimeFormat(staffLocale(), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The first instant of a local calendar day (an `<input type="date">` value) in the staff's time zone, as ISO 8601. */
export function localDayStart(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + plusDays).toISOString();
}
