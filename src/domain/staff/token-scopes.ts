import { can, STAFF_ROLES, type Permission } from './roles';

/**
 * What an access token may do (decision 0066): a staff role's permissions, or narrower: read everything
 * (no change), or only the inquiries and what follows them (quotes, bookings). No token manages people or
 * tokens: that stays with a person signed in.
 */
export const TOKEN_SCOPES = [...STAFF_ROLES, 'read-only', 'inquiries-only'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const TOKEN_SCOPE_LABELS: Record<TokenScope, string> = {
  owner: 'Owner',
  editor: 'Editor',
  agent: 'Agent',
  'read-only': 'Read only',
  'inquiries-only': 'Inquiries only',
};

export const TOKEN_SCOPE_DESCRIPTIONS: Record<TokenScope, string> = {
  owner: 'What an owner may do, but managing staff and tokens',
  editor: 'Content, pricing, imports and uploads',
  agent: 'Inquiries, quotes and bookings, and reading content',
  'read-only': 'Read everything an owner can read; change nothing',
  'inquiries-only': 'Inquiries, quotes and bookings: read and change; nothing else',
};

/** Whether a token of this scope may use a route of this permission, for a read or for a change. */
export function tokenCan(scope: TokenScope, permission: Permission, change: boolean): boolean {
  if (permission === 'staff') return false;
  if (scope === 'read-only') return !change;
  if (scope === 'inquiries-only') return permission === 'inquiries';
  return can(scope, permission);
}

/** The answer (403) when a token's scope does not cover a call. */
export const TOKEN_FORBIDDEN_MESSAGE = 'This access token cannot do this: its scope does not cover it';
/** The answer (401) for a token that is unknown or revoked. */
export const TOKEN_INVALID_MESSAGE = 'This access token is not valid: it is unknown or was revoked';
