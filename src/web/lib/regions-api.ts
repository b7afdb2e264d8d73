import { queryOptions } from '@tanstack/react-query';
import type { PublicRegion } from '../../domain/api/content';
import { bootSeed } from './boot-data';
import { apiRequest } from './api-client';
import { STALE } from './query-client';

export const regionsQuery = () => {
  const path = '/api/regions';
  return queryOptions({
    queryKey: ['regions'],
    queryFn: ({ signal }) => apiRequest<PublicRegion[]>(path, { signal }),
    ...bootSeed<PublicRegion[]>(path),
    staleTime: STALE.regions,
  });
};
