import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { adminUsers, oneTimeTokens } from '../../db/schema';

/** A set-password link works once, for 24 hours. */
export const ONE_TIME_LINK_MS = 24 * 60 * 60 * 1000;
export const LINK_GONE_MESSAGE = 'This link has expired or was already used; ask an owner for a new one';

export type LinkPurpose = 'setup' | 'reset';

const tokenIdOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, base64url: 43 characters. */
const isWellFormed = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * A new one-time link for the person (only the token's hash is stored). Their older unused links stop
 * working: the newest link is the only one.
 */
export async function createOneTimeLink(
  tx: Executor,
  input: { userId: number; purpose: LinkPurpose; now: Date; createdBy: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + ONE_TIME_LINK_MS);
  await endOutstandingLinks(tx, input.userId, input.now);
  await tx.insert(oneTimeTokens).values({
    id: tokenIdOf(token),
    userId: input.userId,
    purpose: input.purpose,
    expiresAt,
    createdBy: input.createdBy,
    createdAt: input.now,
  });
  return { token, expiresAt };
}

/**
 * Ends every unused link of the person now (marked used, so nothing can bring them back: not a
 * reactivation, not a later link); answers how many were still unexpired. A new link and a deactivation
 * call it.
 */
export async function endOutstandingLinks(tx: Executor, userId: number, now: Date): Promise<number> {
  const ended = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)))
    .returning({ expiresAt: oneTimeTokens.expiresAt });
  return ended.filter((link) => link.expiresAt > now).length;
}

export interface UsableLink {
  tokenId: string;
  userId: number;
  purpose: LinkPurpose;
  email: string;
  name: string | null;
}

/** The link a token names while it is unused, unexpired and its person active; else null (all alike). */
export async function findUsableLink(db: Executor, token: string, now: Date): Promise<UsableLink | null> {
  if (!isWellFormed(token)) return null;
  const tokenId = tokenIdOf(token);
  const [row] = await db
    .select({ userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose, email: adminUsers.email, name: adminUsers.name })
    .from(oneTimeTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, oneTimeTokens.userId))
    .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now), eq(adminUsers.isActive, true)))
    .limit(1);
  return row ? { tokenId, ...row } : null;
}

/** Marks the link used; false when another request used it first (so it works exactly once). */
export async function consumeLink(tx: Executor, tokenId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .returning({ id: oneTimeTokens.id });
  return rows.length > 0;
}
