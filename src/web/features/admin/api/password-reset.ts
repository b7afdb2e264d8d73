import type { ResetLinkInfo, ResetPasswordRequest } from '../../../../domain/api/staff';
import { apiRequest } from '../../../lib/api-client';

/** The public set-password page's calls (no session: the link's token is the proof). */
export const resetLinkInfo = (token: string) => apiRequest<ResetLinkInfo>(`/api/auth/reset?token=${encodeURIComponent(token)}`);
export const setPasswordWithLink = (body: ResetPasswordRequest) => apiRequest<unknown>('/api/auth/reset', { method: 'POST', body });
