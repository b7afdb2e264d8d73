/**
 * A trip's legs in the address bar and the share link (decision 0070): `legs=from~to~date[~wait],…`, places by
 * slug, the day YYYY-MM-DD, the wait in minutes when there is one, e.g.
 * `legs=jandakot~rottnest-island~2026-12-09~90,rottnest-island~jandakot~2026-12-09`. One pure pair of
 * functions writes and reads it; without zod, like the party's parameters, so any page can pass it on.
 */
export const TRIP_PARAM = 'legs';

/** The issue code of a trip the server refused in the visitor's language (a place, a leg's order or day, the aircraft). */
export const TRIP_REFUSAL_CODE = 'trip_refused';

/** A trip is at most this many legs (decision 0070); more is a tour staff quote by hand. Here, free of zod, so the page's first load can read it. */
export const MAX_TRIP_LEGS = 8;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WAIT = /^\d{1,4}$/;

export interface SharedLeg {
  from: string;
  to: string;
  date: string;
  waitMinutes: number;
}

/** A place as a part: percent-encoded, '~' too (encodeURIComponent leaves it as it is). */
const part = (slug: string) => encodeURIComponent(slug).replaceAll('~', '%7E');

/** The parameter's value for these legs (the separators of a slug that has them are escaped). */
export function legsParam(legs: readonly SharedLeg[]): string {
  return legs
    .map((leg) => {
      const parts = [part(leg.from), part(leg.to), leg.date];
      if (leg.waitMinutes > 0) parts.push(String(leg.waitMinutes));
      return parts.join('~');
    })
    .join(',');
}

function legOf(text: string): SharedLeg | null {
  const [from, to, date, wait, ...rest] = text.split('~');
  if (rest.length > 0 || !from || !to || !date || !DAY.test(date)) return null;
  if (wait !== undefined && !WAIT.test(wait)) return null;
  try {
    return { from: decodeURIComponent(from), to: decodeURIComponent(to), date, waitMinutes: wait === undefined ? 0 : Number(wait) };
  } catch {
    return null;
  }
}

/**
 * The legs of a parameter's value, or null when it is missing or not a trip (a link cut short, edited by
 * hand): the page then opens without one, and the server still checks the legs when they are priced.
 */
export function parseLegsParam(value: string | null | undefined): SharedLeg[] | null {
  if (!value) return null;
  const parts = value.split(',');
  if (parts.length > MAX_TRIP_LEGS) return null;
  const legs = parts.map(legOf);
  return legs.every((leg): leg is SharedLeg => leg !== null) ? legs : null;
}
