import type { VisitorRequest } from '../../../../domain/api/visitor-requests';
import { apiRequest } from '../../../lib/api-client';

/** The query key of one request, by its link's token. */
export const visitorRequestKey = (token: string) => ['visitor-request', token] as const;

/** GET /api/requests/{token}: the request and where it is (a 404 ApiError for a link that opens none). */
export const visitorRequestQuery = (token: string) => ({
  queryKey: visitorRequestKey(token),
  queryFn: () => apiRequest<VisitorRequest>(`/api/requests/${encodeURIComponent(token)}`),
  // A 404 stays a 404; other failures get the query client's own retries.
  retry: (failures: number, error: unknown) => (error as { status?: number }).status !== 404 && failures < 2,
});
