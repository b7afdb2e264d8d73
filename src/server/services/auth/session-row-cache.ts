import { LRUCache } from 'lru-cache';
import type { StaffRole } from '../../../domain/staff/roles';

/** What a session lookup reads: the session's times and its person's standing (role, active, two-factor). */
export interface SessionRow {
  publicId: string;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  lastSeenAt: Date;
  authenticatedAt: Date;
  isActive: boolean;
  role: StaffRole;
  twoFactorEnabled: boolean;
  requireTwoFactor: boolean;
  user: { id: number; email: string; name: string | null };
}

/** Sessions held at most (a team's worth of browsers); the least recently used go first. */
export const SESSION_ROW_CACHE_MAX = 1000;
/** A backstop: a row is read again at least this often even when nothing said it changed. */
export const SESSION_ROW_CACHE_TTL_MS = 30_000;

/**
 * Session lookups remembered in process memory, so an admin read does not pay a database query to learn
 * who is asking (docs/decisions/0038-money-inputs-and-admin-read-costs.md). Only sound where this process
 * is the only writer of the database (PGlite: the DATA_DIR lock makes it so); the auth plugin then calls
 * `clear()` as every write under /api/auth and /api/admin is answered, so a deactivated person, an ended
 * session or a changed role is refused from the very next request on. The expiry checks still run on
 * every lookup against the remembered times.
 */
export class SessionRowCache {
  private generation = 0;
  private readonly rows = new LRUCache<string, { row: SessionRow; generation: number }>({ max: SESSION_ROW_CACHE_MAX, ttl: SESSION_ROW_CACHE_TTL_MS });

  get(sessionId: string): SessionRow | undefined {
    const hit = this.rows.get(sessionId);
    return hit && hit.generation === this.generation ? hit.row : undefined;
  }

  /** Call before reading the database; pass the answer to `store`. */
  begin(): number {
    return this.generation;
  }

  /**
   * Kept only when nothing was cleared since `begin`: a read that raced a write never outlives it. A row
   * older than the one held (an earlier last use) does not replace it, so a slow read cannot undo a refresh.
   */
  store(sessionId: string, row: SessionRow, since: number): void {
    if (since !== this.generation) return;
    const held = this.rows.get(sessionId);
    if (held && held.generation === since && held.row.lastSeenAt > row.lastSeenAt) return;
    this.rows.set(sessionId, { row, generation: since });
  }

  forget(sessionId: string): void {
    this.rows.delete(sessionId);
  }

  /** Something about who may do what changed: every remembered row is read again. */
  clear(): void {
    this.generation++;
    this.rows.clear();
  }

  get size(): number {
    return this.rows.size;
  }
}

const caches = new WeakMap<object, SessionRowCache>();

/**
 * The one cache of a database handle: every app built on that handle (tests build two on one PGlite)
 * shares it, so a write answered by any of them clears it for all.
 */
export function sessionRowCacheOf(database: object): SessionRowCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new SessionRowCache();
    caches.set(database, cache);
  }
  return cache;
}
