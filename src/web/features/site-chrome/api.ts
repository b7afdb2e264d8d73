import { queryOptions } from '@tanstack/react-query';
import type { AppContext } from '../../../domain/app-context';
import type { PublicBadge, PublicHeroImage } from '../../../domain/api/content';
import { bootSeed } from '../../lib/boot-data';
import { apiRequest, query } from '../../lib/api-client';
import { STALE } from '../../lib/query-client';

/** GET /api/hero-images?regionId&appContext (docs/product.md §7): the region's hero slides, in display order. */
export const heroImagesQuery = (regionId: number | undefined, appContext: AppContext) => {
  const path = `/api/hero-images${query({ regionId, appContext })}`;
  return queryOptions({
    queryKey: ['hero-images', regionId, appContext],
    queryFn: ({ signal }) => apiRequest<PublicHeroImage[]>(path, { signal }),
    ...bootSeed<PublicHeroImage[]>(path),
    enabled: regionId !== undefined,
    staleTime: STALE.list,
  });
};

/** GET /api/accreditation-badges?regionId (docs/product.md §7). */
export const accreditationBadgesQuery = (regionId: number | undefined) => {
  const path = `/api/accreditation-badges${query({ regionId })}`;
  return queryOptions({
    queryKey: ['accreditation-badges', regionId],
    queryFn: ({ signal }) => apiRequest<PublicBadge[]>(path, { signal }),
    ...bootSeed<PublicBadge[]>(path),
    enabled: regionId !== undefined,
    staleTime: STALE.list,
  });
};
