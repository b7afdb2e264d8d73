import type { AccessToken, CreateAccessTokenRequest, CreatedAccessToken } from '../../../../domain/api/admin/access-tokens';
import { adminRequest } from './admin-request';

/** The access tokens of integrations (owner only): never their secrets. */
export const listAccessTokens = () => adminRequest<AccessToken[]>('/api/admin/access-tokens');
/** Makes a token; the answer carries its secret, shown this once. */
export const createAccessToken = (body: CreateAccessTokenRequest) => adminRequest<CreatedAccessToken>('/api/admin/access-tokens', { method: 'POST', body });
/** Revokes a token: the next call with it is refused. */
export const revokeAccessToken = (id: number) => adminRequest<void>(`/api/admin/access-tokens/${id}`, { method: 'DELETE' });
