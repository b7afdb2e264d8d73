import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/api/auth';
import type { Executor } from '../../db/database';
import { adminUsers, sessions } from '../../db/schema';

/** A session lives 7 days from its last use (sliding). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The expiry slides at most once per 5 minutes, so a busy admin does not write on every request. */
export const SESSION_REFRESH_MS = 5 * 60 * 1000;

/** 32 random bytes, base64url: exactly 43 characters. Anything else cannot be a token of ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** The row id: SHA-256 hex of the token, so a leaked sessions table cannot be replayed as cookies. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  /** Goes into the cookie only; never stored. */
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Executor,
  input: { userId: number; now: Date; userAgent?: string | undefined; ip?: string | undefined },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    id: sessionIdOf(token),
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    ip: input.ip?.slice(0, 64) ?? null,
  });
  return { token, expiresAt };
}

export interface ActiveSession {
  sessionId: string;
  user: AdminUser;
  expiresAt: Date;
  /** True when this lookup slid the expiry forward (the cookie should be re-sent with a fresh Max-Age). */
  refreshed: boolean;
}

/** The live session a token names, or null. An expired session is deleted on sight. */
export async function findSessionByToken(db: Executor, token: string, now: Date): Promise<ActiveSession | null> {
  if (!isWellFormedToken(token)) return null;
  const id = sessionIdOf(token);
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      user: { id: adminUsers.id, email: adminUsers.email, name: adminUsers.name },
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_REFRESH_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
    return { sessionId: id, user: row.user, expiresAt, refreshed: true };
  }
  return { sessionId: id, user: row.user, expiresAt: row.expiresAt, refreshed: false };
}

/** Deletes the session a token names; answers the user it belonged to (null when there was none). */
export async function deleteSessionByToken(db: Executor, token: string): Promise<{ userId: number } | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.id, sessionIdOf(token)))
    .returning({ userId: sessions.userId });
  return row ?? null;
}

/** Housekeeping: removes every session past its expiry; answers how many went. */
export async function deleteExpiredSessions(db: Executor, now: Date): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return rows.length;
}
