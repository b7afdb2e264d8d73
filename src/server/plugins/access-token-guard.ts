import type { FastifyRequest } from 'fastify';
import type { Permission } from '../../domain/staff/roles';
import { TOKEN_FORBIDDEN_MESSAGE, TOKEN_INVALID_MESSAGE, tokenCan } from '../../domain/staff/token-scopes';
import { forbidden, unauthorized } from '../http-errors';
import { findAccessToken, noteAccessTokenUse, tokenActor, type LiveAccessToken } from '../services/auth/access-tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call about the signed-in person's own account (their calendar feed): a person's, never a token's. */
    ownAccount?: boolean;
  }
  interface FastifyRequest {
    /** The access token a guarded call was made with (`Authorization: Bearer …`); null for a browser session. */
    accessToken: LiveAccessToken | null;
  }
}

/** The secret of an `Authorization: Bearer …` header; null when the request carries none (a browser's call). */
export function bearerSecret(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || !/^bearer(\s|$)/i.test(header)) return null;
  return header.slice(6).trim();
}

/**
 * An integration's call (decision 0066): the token must be live (401 otherwise) and its scope must cover the
 * route's permission for a read or a change (403). A token is not a browser, so the same-origin rule and the
 * session's two-factor and recent-password checks do not apply; what it changes is done and audited as the
 * token, for the person who made it.
 */
export async function guardAccessToken(request: FastifyRequest, secret: string, permission: Permission | undefined, change: boolean): Promise<void> {
  const { db } = request.server.database;
  const token = await findAccessToken(db, secret);
  if (!token) throw unauthorized(TOKEN_INVALID_MESSAGE);
  const ownAccount = request.routeOptions.config.ownAccount === true;
  if (!permission || ownAccount || !tokenCan(token.scope, permission, change)) throw forbidden(TOKEN_FORBIDDEN_MESSAGE);
  const actor = tokenActor(token);
  request.accessToken = token;
  request.adminUser = { id: actor.id, email: actor.email, name: token.name };
  await noteAccessTokenUse(db, token, request.ip, request.server.now());
}
