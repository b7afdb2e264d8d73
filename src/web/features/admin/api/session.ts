import type { LoginRequest } from '../../../../domain/api/auth';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { meOf, type Me } from '../access/me';

/** GET /api/auth/me: the signed-in person (role, two-factor), or null when there is no session. */
export async function currentAdmin(): Promise<Me | null> {
  try {
    return meOf(await apiRequest<unknown>('/api/auth/me'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** POST /api/auth/login's body: `code` (a TOTP or recovery code) once the server has asked for it. */
export type SignInRequest = LoginRequest & { code?: string };
/** Signed in (a session cookie is set), or: the password was right and the account wants its code. */
export type SignInAnswer = { user: unknown } | { twoFactorRequired: true };

export const signIn = (body: SignInRequest) => apiRequest<SignInAnswer>('/api/auth/login', { method: 'POST', body });
export const needsCode = (answer: SignInAnswer): answer is { twoFactorRequired: true } => 'twoFactorRequired' in answer && answer.twoFactorRequired === true;
export const signOut = () => apiRequest<{ message: string }>('/api/auth/logout', { method: 'POST', body: {} });
