import type { AdminUser, LoginRequest } from '../../../../domain/api/auth';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** GET /api/auth/me: the signed-in admin, or null when there is no session. */
export async function currentAdmin(): Promise<AdminUser | null> {
  try {
    return (await apiRequest<{ user: AdminUser }>('/api/auth/me')).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const signIn = (body: LoginRequest) => apiRequest<{ user: AdminUser }>('/api/auth/login', { method: 'POST', body });
export const signOut = () => apiRequest<{ message: string }>('/api/auth/logout', { method: 'POST', body: {} });
