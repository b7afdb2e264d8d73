import type { PublicExperience } from '../../../domain/api/content';

/**
 * Where an experience's 'Book Flight' goes: the booking page with the estimate for the experience's
 * destination and flight type in the experience's region ('/?region=WA&destination=wave-rock&flightType=same-day').
 * Without a destination it opens the region's default route. A scenic flight starts and ends at its
 * departure, and a scenic destination carries its departure's slug ('Scenic flight from Jandakot' is
 * `jandakot`), so the departure is that slug too.
 */
export function bookFlightHref(experience: Pick<PublicExperience, 'destination' | 'flightType'>, regionCode: string | undefined): string {
  const params = new URLSearchParams();
  if (regionCode) params.set('region', regionCode);
  if (experience.destination) {
    if (experience.flightType === 'scenic') params.set('departure', experience.destination);
    params.set('destination', experience.destination);
  }
  if (experience.flightType) params.set('flightType', experience.flightType);
  const search = params.toString();
  return search ? `/?${search}` : '/';
}
