import { queryOptions } from '@tanstack/react-query';
import type { PublicConnectingService } from '../../../../domain/api/content';
import type { AppContext } from '../../../../domain/app-context';
import { apiRequest, query } from '../../../lib/api-client';
import { STALE } from '../../../lib/query-client';

/** GET /api/connecting-services?regionId=&appContext= (docs/product.md §7). */
export const connectingServicesQuery = (regionId: number | undefined, appContext: AppContext) =>
  queryOptions({
    queryKey: ['connecting-services', regionId, appContext],
    queryFn: ({ signal }) => apiRequest<PublicConnectingService[]>(`/api/connecting-services${query({ regionId, appContext })}`, { signal }),
    staleTime: STALE.list,
    enabled: regionId !== undefined,
  });
