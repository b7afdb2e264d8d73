import { queryOptions } from '@tanstack/react-query';
import type { AppContext } from '../../../domain/app-context';
import type { PublicBadge, PublicHeroImage } from '../../../domain/api/content';
import { apiRequest, query } from '../../lib/api-client';
import { STALE } from '../../lib/query-client';

/** GET /api/hero-images?regionId&appContext (SPEC §7): the region's hero slides, in display order. */
export const heroImagesQuery = (regionId: number | undefined, appContext: AppContext) =>
  queryOptions({
    queryKey: ['hero-images', regionId, appContext],
    queryFn: ({ signal }) => apiRequest<PublicHeroImage[]>(`/api/hero-images${query({ regionId, appContext })}`, { signal }),
    enabled: regionId !== undefined,
    staleTime: STALE.list,
  });

/** GET /api/accreditation-badges?regionId (SPEC §7). */
export const accreditationBadgesQuery = (regionId: number | undefined) =>
  queryOptions({
    queryKey: ['accreditation-badges', regionId],
    queryFn: ({ signal }) => apiRequest<PublicBadge[]>(`/api/accreditation-badges${query({ regionId })}`, { signal }),
    enabled: regionId !== undefined,
    staleTime: STALE.list,
  });
