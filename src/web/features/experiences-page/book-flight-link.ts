import type { PublicExperience } from '../../../domain/api/content';
import { EXPERIENCE_PARAM } from '../../../domain/experience-param';

/**
 * Where an experience's 'Book Flight' goes: the booking page with the estimate for the experience's
 * destination and flight type in the experience's region ('/?region=WA&destination=wave-rock&flightType=same-day').
 * Without a destination it opens the region's default route. A scenic flight starts and ends at its
 * departure, and a scenic destination carries its departure's slug ('Scenic flight from Jandakot' is
 * `jandakot`), so the departure is that slug too. An experience with its own route names itself too
 * (`&experience=3`), so the booking page shows it and its price, and the request carries it (decision 0054).
 */
export function bookFlightHref(experience: Pick<PublicExperience, 'id' | 'destination' | 'flightType'>, regionCode: string | undefined): string {
  const params = new URLSearchParams();
  if (regionCode) params.set('region', regionCode);
  if (experience.destination) {
    if (experience.flightType === 'scenic') params.set('departure', experience.destination);
    params.set('destination', experience.destination);
  }
  if (experience.flightType) params.set('flightType', experience.flightType);
  if (experience.destination && experience.flightType) params.set(EXPERIENCE_PARAM, String(experience.id));
  const search = params.toString();
  return search ? `/?${search}` : '/';
}
