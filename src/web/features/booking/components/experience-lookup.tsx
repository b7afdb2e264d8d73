import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { EXPERIENCE_PARAM, experienceMatchesRoute } from '../../../../domain/experience-booking';
import { experiencesQuery } from '../../../lib/catalogue-queries';
import type { ExperienceLookupProps } from '../hooks/use-chosen-experience';

/**
 * Finds the experience the address names among the region's (the query /experiences and the inquiry's add-ons
 * read too) and hands it to the page. Once it is known not to apply (no such experience, or the visitor chose
 * another route) it leaves the address, so a shared link never names it wrongly. Shows nothing.
 */
export default function ExperienceLookup({ id, regionId, route, onFound }: ExperienceLookupProps) {
  const [, setParams] = useSearchParams();
  const list = useQuery(experiencesQuery(regionId));
  const named = list.data?.find((experience) => experience.id === id);
  const stale = list.isSuccess && route !== undefined && !(named && experienceMatchesRoute(named, route));

  useEffect(() => onFound(named), [named, onFound]);
  useEffect(() => {
    if (!stale) return;
    const next = new URLSearchParams(window.location.search);
    next.delete(EXPERIENCE_PARAM);
    setParams(next, { replace: true });
  }, [stale, setParams]);
  return null;
}
