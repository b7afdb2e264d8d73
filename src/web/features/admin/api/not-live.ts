import { useQuery } from '@tanstack/react-query';
import { notLiveText, type NotLiveAnswer } from '../../../../domain/api/admin/route-import';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';
import { adminKeys } from './query-keys';

/** The lists that say why a row is not on the public site (decision 0030). */
const NOT_LIVE_TYPES = ['regions', 'departure-locations', 'destinations'] as const;
type NotLiveType = (typeof NOT_LIVE_TYPES)[number];
const isNotLiveType = (type: string): type is NotLiveType => (NOT_LIVE_TYPES as readonly string[]).includes(type);

/** GET /api/admin/not-live?regionId */
export const fetchNotLive = (regionId: number | undefined) => adminRequest<NotLiveAnswer>(`/api/admin/not-live${query({ regionId })}`);

/** Row id -> 'Not on the site: needs coordinates, …' for the lists of regions, departures and destinations; empty for other lists. */
export function useNotLive(type: string, regionId: number | undefined): Map<number, string> {
  const known = isNotLiveType(type);
  const answer = useQuery({
    queryKey: adminKeys.notLive(type, regionId),
    queryFn: () => fetchNotLive(regionId),
    enabled: known,
    select: (data) => (known ? new Map(data[type].items.map((item) => [item.id, notLiveText(item.reasons)])) : new Map<number, string>()),
  });
  return answer.data ?? new Map();
}
