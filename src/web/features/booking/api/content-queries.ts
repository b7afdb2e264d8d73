import { queryOptions } from '@tanstack/react-query';
import type { PublicAircraftImage, PublicDeparture, PublicDestination, PublicRoutePrice } from '../../../../domain/api/content';
import type { AppContext } from '../../../../domain/app-context';
import { bootSeed } from '../../../lib/boot-data';
import { apiRequest, query } from '../../../lib/api-client';
import { STALE } from '../../../lib/query-client';

/** GET /api/departure-locations?regionId=&appContext= (docs/product.md §7). */
export const departuresQuery = (regionId: number | undefined, appContext: AppContext) => {
  const path = `/api/departure-locations${query({ regionId, appContext })}`;
  return queryOptions({
    queryKey: ['booking', 'departure-locations', regionId, appContext],
    queryFn: ({ signal }) => apiRequest<PublicDeparture[]>(path, { signal }),
    ...bootSeed<PublicDeparture[]>(path),
    staleTime: STALE.list,
    enabled: regionId !== undefined,
  });
};

/** GET /api/destinations?regionId=&appContext= (docs/product.md §7): rows carry the flight types they offer. */
export const destinationsQuery = (regionId: number | undefined, appContext: AppContext) => {
  const path = `/api/destinations${query({ regionId, appContext })}`;
  return queryOptions({
    queryKey: ['booking', 'destinations', regionId, appContext],
    queryFn: ({ signal }) => apiRequest<PublicDestination[]>(path, { signal }),
    ...bootSeed<PublicDestination[]>(path),
    staleTime: STALE.list,
    enabled: regionId !== undefined,
  });
};

/** GET /api/route-pricing?departureLocationId=&regionId= : read for the flight types a departure offers. */
export const routePricingQuery = (departureLocationId: number | undefined, regionId: number | undefined) => {
  const path = `/api/route-pricing${query({ departureLocationId, regionId })}`;
  return queryOptions({
    queryKey: ['booking', 'route-pricing', regionId, departureLocationId],
    queryFn: ({ signal }) => apiRequest<PublicRoutePrice[]>(path, { signal }),
    // The default departure's rows come with the page (src/server/plugins/boot-route.ts).
    ...bootSeed<PublicRoutePrice[]>(path),
    staleTime: STALE.routePricing,
    enabled: regionId !== undefined && departureLocationId !== undefined,
  });
};

/** GET /api/aircraft-experience-images?regionId= (the gallery). */
export const aircraftImagesQuery = (regionId: number | undefined) => {
  const path = `/api/aircraft-experience-images${query({ regionId })}`;
  return queryOptions({
    queryKey: ['booking', 'aircraft-experience-images', regionId],
    queryFn: ({ signal }) => apiRequest<PublicAircraftImage[]>(path, { signal }),
    ...bootSeed<PublicAircraftImage[]>(path),
    staleTime: STALE.list,
    enabled: regionId !== undefined,
  });
};
