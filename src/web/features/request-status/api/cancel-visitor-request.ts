import type { VisitorRequest } from '../../../../domain/api/visitor-requests';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/requests/{token}/cancel: the request as it is now (cancelling twice answers the same). */
export function cancelVisitorRequest(token: string): Promise<VisitorRequest> {
  return apiRequest<VisitorRequest>(`/api/requests/${encodeURIComponent(token)}/cancel`, { method: 'POST' });
}
