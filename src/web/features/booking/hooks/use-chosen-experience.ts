import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PublicExperience } from '../../../../domain/api/content';
import { EXPERIENCE_PARAM, experienceIdOf, experienceMatchesRoute, type ShownRoute } from '../../../../domain/experience-booking';

/** What the experience lookup (a lazy part, components/experience-lookup.tsx) needs, while the address names an experience. */
export interface ExperienceLookupProps {
  id: number;
  regionId: number | undefined;
  route: ShownRoute | undefined;
  onFound(experience: PublicExperience | undefined): void;
}

/**
 * The experience the visitor came to book (`?experience=<id>` from its Book Flight), while the page shows its
 * route (decision 0054). Looking it up is a lazy part, loaded only when the address names one, so the region's
 * experiences and their query stay out of the page's first load.
 */
export function useChosenExperience(regionId: number | undefined, route: ShownRoute | undefined) {
  const [params] = useSearchParams();
  const id = experienceIdOf(params.get(EXPERIENCE_PARAM));
  const [found, setFound] = useState<PublicExperience | undefined>();
  const experience = found && found.id === id && route && experienceMatchesRoute(found, route) ? found : undefined;
  const lookup: ExperienceLookupProps | null = id === null ? null : { id, regionId, route, onFound: setFound };
  return { experience, lookup };
}
