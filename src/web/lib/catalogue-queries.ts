import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PublicExperience, PublicTrainingCourse } from '../../domain/api/content';
import type { AppContext } from '../../domain/app-context';
import { useActiveRegion } from './active-region';
import { apiRequest, query } from './api-client';
import { STALE } from './query-client';

/*
 * The region's catalogue, 10 min stale (docs/product.md §9). One query each for every feature that shows it (the
 * booking page's tabs, the inquiry's add-ons, /experiences), so they all read one cache entry.
 */

/** GET /api/experiences?regionId= (docs/product.md §7). */
export const experiencesQuery = (regionId: number | undefined) =>
  queryOptions({
    queryKey: ['experiences', regionId],
    queryFn: ({ signal }) => apiRequest<PublicExperience[]>(`/api/experiences${query({ regionId })}`, { signal }),
    staleTime: STALE.experiences,
    enabled: regionId !== undefined,
  });

/** GET /api/pilot-training?regionId=&appContext= (docs/product.md §7). */
export const trainingQuery = (regionId: number | undefined, appContext: AppContext) =>
  queryOptions({
    queryKey: ['pilot-training', regionId, appContext],
    queryFn: ({ signal }) => apiRequest<PublicTrainingCourse[]>(`/api/pilot-training${query({ regionId, appContext })}`, { signal }),
    staleTime: STALE.training,
    enabled: regionId !== undefined,
  });

/** The active region's experiences, with the region; a failed load is logged and the list stays empty (docs/product.md §8). */
export function useRegionExperiences() {
  const active = useActiveRegion();
  const result = useQuery(experiencesQuery(active.region?.id));
  useEffect(() => {
    if (result.error) console.error('Failed to load experiences', result.error);
  }, [result.error]);
  return { ...active, pending: result.isPending, experiences: result.data ?? [] };
}
