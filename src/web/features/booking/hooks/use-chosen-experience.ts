import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PublicExperience } from '../../../../domain/api/content';
import type { ShownRoute } from '../../../../domain/experience-booking';
import { EXPERIENCE_PARAM } from '../../../../domain/experience-param';

/** What the experience lookup (a lazy part, components/experience-lookup.tsx) needs, while the address names an experience. */
export interface ExperienceLookupProps {
  /** The `experience` parameter as the address has it. */
  named: string;
  regionId: number | undefined;
  route: ShownRoute | undefined;
  /** The experience while the page shows its route; undefined otherwise. */
  onFound(experience: PublicExperience | undefined): void;
}

/**
 * The experience the visitor came to book (`?experience=<id>` from its Book Flight), while the page shows its
 * route (decision 0054). Finding it and judging the route is a lazy part, loaded only when the address names
 * one, so none of it weighs on the page's first load.
 */
export function useChosenExperience(regionId: number | undefined, route: ShownRoute | undefined) {
  const [params] = useSearchParams();
  const named = params.get(EXPERIENCE_PARAM);
  const [found, setFound] = useState<PublicExperience | undefined>();
  const lookup: ExperienceLookupProps | null = named ? { named, regionId, route, onFound: setFound } : null;
  return { experience: lookup ? found : undefined, lookup };
}
