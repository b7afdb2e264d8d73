import { queryOptions } from '@tanstack/react-query';
import type { PublicTrainingCourse } from '../../../../domain/api/content';
import type { AppContext } from '../../../../domain/app-context';
import { apiRequest, query } from '../../../lib/api-client';
import { STALE } from '../../../lib/query-client';

/** GET /api/pilot-training?regionId=&appContext= (docs/product.md §7), 10 min stale (docs/product.md §9). */
export const trainingQuery = (regionId: number | undefined, appContext: AppContext) =>
  queryOptions({
    queryKey: ['pilot-training', regionId, appContext],
    queryFn: ({ signal }) => apiRequest<PublicTrainingCourse[]>(`/api/pilot-training${query({ regionId, appContext })}`, { signal }),
    staleTime: STALE.training,
    enabled: regionId !== undefined,
  });
