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
