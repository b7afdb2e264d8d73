import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccessToken, CreateAccessTokenRequest, CreatedAccessToken } from '../../../domain/api/admin/access-tokens';
import type { TokenScope } from '../../../domain/staff/token-scopes';
import type { Database, Executor } from '../../db/database';
import { accessTokens, adminUsers } from '../../db/schema';
import { notFound } from '../../http-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';

/** Every secret starts so, which tells a reader (and a secret scanner) what it is. */
export const ACCESS_TOKEN_PREFIX = 'cft_';
const SECRET_PATTERN = /^cft_[A-Za-z0-9_-]{43}$/;
/** A use is written down at most this often per token: a busy integration does not write on every call. */
const LAST_USED_EVERY_MS = 60_000;

const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** A token that may act now: who made it (and whom its changes are done for) and what it may do. */
export interface LiveAccessToken {
  id: number;
  name: string;
  scope: TokenScope;
  createdBy: number;
  lastUsedAt: Date | null;
}

/** How the audit log and the rows a token changes name it. */
export const tokenActor = (token: Pick<LiveAccessToken, 'name' | 'createdBy'>): AuditActor => ({ id: token.createdBy, email: `Access token “${token.name}”`.slice(0, 254) });

export async function createAccessToken(db: Database, input: CreateAccessTokenRequest, by: AuditActor, now: Date): Promise<CreatedAccessToken> {
  const secret = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accessTokens)
      .values({ name: input.name, scope: input.scope, tokenHash: hashOf(secret), prefix: secret.slice(0, 8), createdBy: by.id, createdAt: now })
      .returning({ id: accessTokens.id });
    await recordAudit(tx, { user: by, action: 'create', entity: 'access_token', entityId: row!.id, after: { name: input.name, scope: input.scope }, at: now });
    return row!.id;
  });
  const [token] = await listAccessTokens(db, id);
  return { token: token!, secret };
}

const revoker = alias(adminUsers, 'revoker');

/** Every token, newest first (or one), with who made and revoked it: never the secret nor its hash. */
export async function listAccessTokens(db: Executor, id?: number): Promise<AccessToken[]> {
  const rows = await db
    .select({ token: accessTokens, maker: adminUsers.email, revoker: revoker.email })
    .from(accessTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, accessTokens.createdBy))
    .leftJoin(revoker, eq(revoker.id, accessTokens.revokedBy))
    .where(id === undefined ? undefined : eq(accessTokens.id, id))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
  return rows.map(({ token: t, maker, revoker: by }) => ({
    id: t.id,
    name: t.name,
    scope: t.scope,
    prefix: t.prefix,
    createdBy: maker,
    createdAt: t.createdAt.toISOString(),
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
    lastUsedFrom: t.lastUsedIp,
    revokedAt: t.revokedAt?.toISOString() ?? null,
    revokedBy: by,
  }));
}

/** Revokes a token at once (the next call with it is a 401); revoking it again changes nothing. */
export async function revokeAccessToken(db: Database, id: number, by: AuditActor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(accessTokens).where(eq(accessTokens.id, id)).for('update');
    if (!row) throw notFound(`Access token ${id} was not found`);
    if (row.revokedAt) return;
    await tx.update(accessTokens).set({ revokedAt: now, revokedBy: by.id }).where(eq(accessTokens.id, id));
    await recordAudit(tx, { user: by, action: 'revoke', entity: 'access_token', entityId: id, before: { name: row.name, scope: row.scope }, at: now });
  });
}

/** The live token a secret opens: unknown, revoked, malformed or made by a deactivated person opens none. */
export async function findAccessToken(db: Executor, secret: string): Promise<LiveAccessToken | null> {
  if (!SECRET_PATTERN.test(secret)) return null;
  const [row] = await db
    .select({ id: accessTokens.id, name: accessTokens.name, scope: accessTokens.scope, createdBy: accessTokens.createdBy, lastUsedAt: accessTokens.lastUsedAt })
    .from(accessTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, accessTokens.createdBy))
    .where(and(eq(accessTokens.tokenHash, hashOf(secret)), isNull(accessTokens.revokedAt), eq(adminUsers.isActive, true)));
  return row ?? null;
}

/** Writes down a use (when and from where), at most once a minute per token. */
export async function noteAccessTokenUse(db: Executor, token: LiveAccessToken, ip: string, now: Date): Promise<void> {
  if (token.lastUsedAt && now.getTime() - token.lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
  await db.update(accessTokens).set({ lastUsedAt: now, lastUsedIp: ip.slice(0, 64) }).where(eq(accessTokens.id, token.id));
}
