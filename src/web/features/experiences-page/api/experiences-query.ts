import { queryOptions } from '@tanstack/react-query';
import type { PublicExperience } from '../../../../domain/api/content';
import { apiRequest, query } from '../../../lib/api-client';
import { STALE } from '../../../lib/query-client';

/** GET /api/experiences?regionId= (docs/product.md §7); the same cache entry as the booking page's experiences tab. */
export const experiencesQuery = (regionId: number | undefined) =>
  queryOptions({
    queryKey: ['experiences', regionId],
    queryFn: ({ signal }) => apiRequest<PublicExperience[]>(`/api/experiences${query({ regionId })}`, { signal }),
    staleTime: STALE.experiences,
    enabled: regionId !== undefined,
  });
