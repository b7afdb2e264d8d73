import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { AdminUser } from '../../../domain/api/auth';
import type { StaffSession } from '../../../domain/api/staff';
import type { StaffRole } from '../../../domain/staff/roles';
import type { Executor } from '../../db/database';
import { adminUsers, sessions } from '../../db/schema';
import { deviceName } from './device-name';
import type { SessionRow, SessionRowCache } from './session-row-cache';

/** A session lives 7 days from its last use (sliding)… */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** …and 30 days from sign-in at the most, however busy (OWASP ASVS 5.0 7.3.2). */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Staff and settings changes want the password typed within this long (sign-in or confirmation). */
export const REAUTHENTICATE_AFTER_MS = 15 * 60 * 1000;
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
    publicId: randomBytes(16).toString('base64url'),
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    authenticatedAt: input.now,
    expiresAt,
    absoluteExpiresAt: new Date(input.now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    ip: input.ip?.slice(0, 64) ?? null,
  });
  return { token, expiresAt };
}

export interface ActiveSession {
  sessionId: string;
  publicId: string;
  user: AdminUser;
  role: StaffRole;
  twoFactorEnabled: boolean;
  /** The owner requires two-factor for everyone (security_settings), read in the same query. */
  requireTwoFactor: boolean;
  /** When the password was last typed in this session (sign-in or confirmation). */
  authenticatedAt: Date;
  expiresAt: Date;
  /** True when this lookup slid the expiry forward (the cookie should be re-sent with a fresh Max-Age). */
  refreshed: boolean;
  /**
   * The shared content version, read by the same query when the lookup asked the database (undefined when it
   * was remembered): an admin read checks its kept answer against it without a second round trip.
   */
  contentVersion?: number;
}

/**
 * `select … where sessions.id = $id`, with the person, the "require two-factor" setting and the content
 * version in one query: everything an admin request needs to know before it is answered.
 */
function sessionQuery(db: Executor) {
  return db
    .select({
      publicId: sessions.publicId,
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      lastSeenAt: sessions.lastSeenAt,
      authenticatedAt: sessions.authenticatedAt,
      isActive: adminUsers.isActive,
      role: adminUsers.role,
      twoFactorEnabled: adminUsers.totpEnabled,
      requireTwoFactor: sql<boolean>`coalesce((select require_two_factor from security_settings where id = 1), false)`,
      contentVersion: sql<number>`coalesce((select version from content_version where id = 1), 0)`,
      user: { id: adminUsers.id, email: adminUsers.email, name: adminUsers.name },
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1);
}

type PreparedSessionQuery = ReturnType<ReturnType<typeof sessionQuery>['prepare']>;
const prepared = new WeakMap<Executor, PreparedSessionQuery>();

/**
 * The lookup runs on every admin request: built once per database (no query building per request) and,
 * on PostgreSQL, a named statement each connection plans once.
 */
async function readSessionRow(db: Executor, id: string, cache: SessionRowCache | undefined): Promise<{ row: SessionRow; contentVersion?: number } | null> {
  const hit = cache?.get(id);
  if (hit) return { row: hit };
  const since = cache?.begin() ?? 0;
  let statement = prepared.get(db);
  if (!statement) {
    statement = sessionQuery(db).prepare('admin_session_by_id');
    prepared.set(db, statement);
  }
  const [found] = await statement.execute({ id });
  if (!found) return null;
  const { contentVersion, ...fields } = found;
  const row: SessionRow = { ...fields, requireTwoFactor: Boolean(fields.requireTwoFactor) };
  cache?.store(id, row, since);
  return { row, contentVersion: Number(contentVersion) };
}

/**
 * The live session a token names, or null. An expired session (idle or absolute) and a session of a
 * deactivated person are deleted on sight. `cache` (PGlite only, see session-row-cache.ts) spares the
 * database read; the checks below run on every lookup all the same.
 */
export async function findSessionByToken(db: Executor, token: string, now: Date, cache?: SessionRowCache): Promise<ActiveSession | null> {
  if (!isWellFormedToken(token)) return null;
  const id = sessionIdOf(token);
  const read = await readSessionRow(db, id, cache);
  if (!read) return null;
  const { row, contentVersion } = read;
  const at = now.getTime();
  if (row.expiresAt.getTime() <= at || row.absoluteExpiresAt.getTime() <= at || !row.isActive) {
    cache?.forget(id);
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const base = { sessionId: id, publicId: row.publicId, user: row.user, role: row.role, twoFactorEnabled: row.twoFactorEnabled, requireTwoFactor: row.requireTwoFactor, authenticatedAt: row.authenticatedAt, contentVersion };
  if (at - row.lastSeenAt.getTime() >= SESSION_REFRESH_MS) {
    const expiresAt = new Date(Math.min(at + SESSION_TTL_MS, row.absoluteExpiresAt.getTime()));
    const since = cache?.begin() ?? 0;
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
    cache?.store(id, { ...row, lastSeenAt: now, expiresAt }, since);
    return { ...base, expiresAt, refreshed: true };
  }
  return { ...base, expiresAt: row.expiresAt, refreshed: false };
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

/** Housekeeping: removes every session past its idle or absolute expiry; answers how many went. */
export async function deleteExpiredSessions(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.absoluteExpiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** One's own live sessions, newest use first; `currentId` (the row id) is flagged. */
export async function listSessions(db: Executor, userId: number, currentId: string, now: Date): Promise<StaffSession[]> {
  const rows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt));
  return rows
    .filter((s) => s.expiresAt > now && s.absoluteExpiresAt > now)
    .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime())
    .map((s) => ({
      id: s.publicId,
      current: s.id === currentId,
      device: deviceName(s.userAgent),
      ip: s.ip,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      absoluteExpiresAt: s.absoluteExpiresAt.toISOString(),
      idleExpiresAt: s.expiresAt.toISOString(),
    }));
}

/** Ends one of the person's sessions by its public handle; answers how many ended (0 or 1). */
export async function endSessionByPublicId(db: Executor, userId: number, publicId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends every session of the person but `keepId` (the row id of the one in use). */
export async function endOtherSessions(db: Executor, userId: number, keepId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends every session of the person (deactivation, reset, an owner's "sign out everywhere"). */
export async function endAllSessions(db: Executor, userId: number): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

/** The password was typed again in this session: staff and settings changes are allowed for 15 minutes more. */
export async function markAuthenticated(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ authenticatedAt: now }).where(eq(sessions.id, sessionId));
}
