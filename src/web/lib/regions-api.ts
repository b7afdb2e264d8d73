import { queryOptions } from '@tanstack/react-query';
import type { PublicRegion } from '../../domain/api/content';
import { apiRequest } from './api-client';
import { STALE } from './query-client';

export const regionsQuery = () =>
  queryOptions({
    queryKey: ['regions'],
    queryFn: ({ signal }) => apiRequest<PublicRegion[]>('/api/regions', { signal }),
    staleTime: STALE.regions,
  });
