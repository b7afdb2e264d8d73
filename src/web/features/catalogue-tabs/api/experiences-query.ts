import { queryOptions } from '@tanstack/react-query';
import type { PublicExperience } from '../../../../domain/api/content';
import { apiRequest, query } from '../../../lib/api-client';
import { STALE } from '../../../lib/query-client';

/** GET /api/experiences?regionId= (SPEC §7), 10 min stale (SPEC §9). */
export const experiencesQuery = (regionId: number | undefined) =>
  queryOptions({
    queryKey: ['experiences', regionId],
    queryFn: ({ signal }) => apiRequest<PublicExperience[]>(`/api/experiences${query({ regionId })}`, { signal }),
    staleTime: STALE.experiences,
    enabled: regionId !== undefined,
  });
