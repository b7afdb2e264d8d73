import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { PublicExperience } from '../../../../domain/api/content';
import { EXPERIENCE_PARAM, experienceIdOf, experienceMatchesRoute, type ShownRoute } from '../../../../domain/experience-booking';
import { experiencesQuery } from '../../../lib/catalogue-queries';

/**
 * The experience the visitor came to book (`?experience=<id>` from its Book Flight), while the page shows its
 * route. The region's experiences are read only when the address names one. Once the visitor chooses another
 * route the experience no longer applies and leaves the address, so a shared link never names it wrongly.
 */
export function useChosenExperience(regionId: number | undefined, route: ShownRoute | undefined): PublicExperience | undefined {
  const [params, setParams] = useSearchParams();
  const id = experienceIdOf(params.get(EXPERIENCE_PARAM));
  const list = useQuery({ ...experiencesQuery(regionId), enabled: regionId !== undefined && id !== null });
  const named = id === null ? undefined : list.data?.find((experience) => experience.id === id);
  const applies = Boolean(named && route && experienceMatchesRoute(named, route));
  // Known not to apply: the list is in and names no such experience, or the route shown is another one.
  const stale = id !== null && list.isSuccess && route !== undefined && !applies;

  useEffect(() => {
    if (!stale) return;
    const next = new URLSearchParams(window.location.search);
    next.delete(EXPERIENCE_PARAM);
    setParams(next, { replace: true });
  }, [stale, setParams]);

  return applies ? named : undefined;
}
