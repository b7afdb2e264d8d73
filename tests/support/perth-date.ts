/**
 * YYYY-MM-DD in Perth, `days` from today: the browser contexts of the tests live in Australia/Perth (UTC+8, no
 * daylight saving), so "today" on their pages is Perth's, which is not the machine's from 16:00 UTC.
 */
export const perthDate = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
