/** The operator flies in Western Australia: "today" for payment dates is Perth's day. */
const PERTH_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Perth', year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD in Perth at `now`. */
export const perthToday = (now: Date): string => PERTH_DAY.format(now);
