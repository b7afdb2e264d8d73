import { queryOptions } from '@tanstack/react-query';
import type { PublicExperience } from '../../../../domain/api/content';
import { apiRequest, query } from '../../../lib/api-client';
import { STALE } from '../../../lib/query-client';

/** GET /api/experiences?regionId= (docs/product.md §7), 10 min stale (docs/product.md §9). */
export const experiencesQuery = (regionId: number | undefined) =>
  queryOptions({
    queryKey: ['experiences', regionId],
    queryFn: ({ signal }) => apiRequest<PublicExperience[]>(`/api/experiences${query({ regionId })}`, { signal }),
    staleTime: STALE.experiences,
    enabled: regionId !== undefined,
  });
