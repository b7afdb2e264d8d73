import { queryOptions } from '@tanstack/react-query';
import type { PublicExperience, PublicTrainingCourse } from '../../../../domain/api/content';
import type { AppContext } from '../../../../domain/app-context';
import { apiRequest, query } from '../../../lib/api-client';
import { STALE } from '../../../lib/query-client';

// Same keys and answers as the catalogue tabs' queries, so both read one cache entry.

/** GET /api/experiences?regionId= */
export const addOnExperiencesQuery = (regionId: number | undefined) =>
  queryOptions({
    queryKey: ['experiences', regionId],
    queryFn: ({ signal }) => apiRequest<PublicExperience[]>(`/api/experiences${query({ regionId })}`, { signal }),
    staleTime: STALE.experiences,
    enabled: regionId !== undefined,
  });

/** GET /api/pilot-training?regionId=&appContext= */
export const addOnTrainingQuery = (regionId: number | undefined, appContext: AppContext) =>
  queryOptions({
    queryKey: ['pilot-training', regionId, appContext],
    queryFn: ({ signal }) => apiRequest<PublicTrainingCourse[]>(`/api/pilot-training${query({ regionId, appContext })}`, { signal }),
    staleTime: STALE.training,
    enabled: regionId !== undefined,
  });
