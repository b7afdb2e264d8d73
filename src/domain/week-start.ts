/** Whether the runtime knows `name` as an IANA time zone ('Australia/Perth', 'UTC'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The wall-clock date and time at `at` in `timeZone`, read back as if it were UTC. */
function wallClockAsUtc(at: Date, timeZone: string): { ms: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'short' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // Zone offsets are whole minutes: the milliseconds are the instant's own.
  const ms = Date.UTC(Number(part('year')), Number(part('month')) - 1, Number(part('day')), Number(part('hour')), Number(part('minute')), Number(part('second')), at.getUTCMilliseconds());
  return { ms, weekday: WEEKDAYS.indexOf(part('weekday')) };
}

/**
 * The instant the week of `now` began in `timeZone`: Monday 00:00 there (ISO weeks). A day that starts with a
 * daylight-saving jump still starts at its first instant: the offset is read at the instant found and the
 * result corrected once.
 */
export function weekStart(now: Date, timeZone: string): Date {
  const local = wallClockAsUtc(now, timeZone);
  const midnight = Math.floor(local.ms / DAY_MS) * DAY_MS - local.weekday * DAY_MS;
  let guess = midnight - (local.ms - now.getTime());
  guess -= wallClockAsUtc(new Date(guess), timeZone).ms - midnight;
  return new Date(guess);
}
