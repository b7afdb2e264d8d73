/**
 * An experience booked as itself: its 'Book Flight' opens the booking page with the experience's route and
 * `?experience=<id>` (EXPERIENCE_PARAM, experience-param.ts), and the page names the experience and shows its
 * own price while the chosen route is the experience's (decision 0054).
 */

/** What an experience books: the destination's slug and the flight type (a scenic flight's slug is its departure's). */
export interface ExperienceRoute {
  destination: string | null;
  flightType: string | null;
}

/** The route the booking page shows: the departure's slug, the priced destination's slug, the flight type. */
export interface ShownRoute {
  departure: string | undefined;
  destination: string | undefined;
  flightType: string;
}

/** Whether the page shows the experience's own route (a scenic experience departs from the place it names). */
export function experienceMatchesRoute(experience: ExperienceRoute, route: ShownRoute): boolean {
  if (!experience.destination || !experience.flightType || experience.flightType !== route.flightType) return false;
  if (experience.flightType === 'scenic') return route.departure === experience.destination;
  return route.destination === experience.destination;
}

/** The experience id an address names, or null when it names none (or not a whole positive number). */
export function experienceIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
