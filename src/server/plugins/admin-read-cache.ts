import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database, DatabaseHandle } from '../db/database';
import { contentVersion } from '../db/schema';

export interface AdminReadCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/** Pages of the admin lists are at most ~100 KB (bench/admin-lists.ts); these bounds hold a busy team's. */
export const DEFAULT_ADMIN_READ_CACHE_LIMITS: AdminReadCacheLimits = { maxEntries: 500, maxBytes: 8 * 1024 * 1024 };

/** What moves on every content drop of this process (the ContentCache). */
export interface ContentGeneration {
  readonly contentGeneration: number;
}

interface Entry {
  body: string;
  /** The content as it was when the answer was read (see `tagNow`). */
  tag: string;
}

function versionStatement(db: Database) {
  return db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1)).prepare('content_version_now');
}

/**
 * Serialized answers of the admin content lists (GET /api/admin/{type}, /api/admin/route-pricing), so a
 * list read by several staff, or refreshed after every save, is not read, mapped and checked against its
 * schema row by row each time (docs/decisions/0038-money-inputs-and-admin-read-costs.md).
 *
 * An answer is kept with the tag of the content it was read from and served only while the tag is the
 * same: this process's content generation (ContentCache: every admin write drops it before answering) and,
 * on PostgreSQL, the shared `content_version`, read on every request (by the session lookup's query, else
 * one primary-key read). Every write
 * bumps that version before its answer is sent, so any read that starts after a write on any instance
 * sees a new tag, whether or not that instance heard the NOTIFY: staff never read a list older than their
 * own last save. The tag is taken before the rows are read, so an answer that raced a write is never
 * served after it.
 */
export class AdminReadCache {
  hits = 0;
  misses = 0;
  private readonly entries: LRUCache<string, Entry>;
  private readonly loading = new Map<string, Promise<string>>();
  private version: ReturnType<typeof versionStatement> | undefined;

  constructor(
    private readonly content: ContentGeneration,
    private readonly database: DatabaseHandle,
    readonly limits: AdminReadCacheLimits = DEFAULT_ADMIN_READ_CACHE_LIMITS,
  ) {
    this.entries = new LRUCache<string, Entry>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      sizeCalculation: (entry, key) => key.length + entry.body.length + entry.tag.length,
    });
  }

  /** `versionNow`: the shared version as this request's session lookup just read it, when it did. */
  private async tagNow(versionNow: number | undefined): Promise<string> {
    const generation = this.content.contentGeneration;
    // PGlite: one process writes the database, so its own generation says everything.
    if (this.database.kind !== 'postgres') return String(generation);
    if (versionNow !== undefined) return `${generation}:${versionNow}`;
    this.version ??= versionStatement(this.database.db);
    const [row] = await this.version.execute();
    return `${generation}:${row?.version ?? 0}`;
  }

  /**
   * The answer of `key` for the content as it is now: remembered, or loaded and serialized once (concurrent
   * misses share the load). `versionNow` spares the version read when the request's session lookup made it.
   */
  async answer(key: string, load: () => Promise<unknown>, serialize: (data: unknown) => string, versionNow?: number): Promise<string> {
    const tag = await this.tagNow(versionNow);
    const hit = this.entries.get(key);
    if (hit?.tag === tag) {
      this.hits++;
      return hit.body;
    }
    this.misses++;
    const loadKey = `${tag}\n${key}`;
    let pending = this.loading.get(loadKey);
    if (!pending) {
      pending = load().then(serialize);
      this.loading.set(loadKey, pending);
      const settled = pending.then(
        (body) => void this.entries.set(key, { body, tag }),
        () => undefined,
      );
      void settled.finally(() => this.loading.delete(loadKey));
    }
    return pending;
  }

  stats() {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize, hits: this.hits, misses: this.misses };
  }
}

/** The parsed query in a stable order (undefined left out): the part of the key after the route. */
function canonicalQuery(query: unknown): string {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Answers an admin list read through the cache: the fill goes through the route's response schema
 * (`reply.serialize`), each hit sends the stored bytes. The admin guard has already made the answer
 * `Cache-Control: no-store`.
 */
export async function replyAdminList(request: FastifyRequest, reply: FastifyReply, load: () => Promise<unknown>) {
  const key = `${request.routeOptions.url ?? request.url}?${canonicalQuery(request.query)}`;
  const body = await request.server.adminReads.answer(key, load, (data) => String(reply.serialize(data)), request.adminSession?.contentVersion);
  return reply.type('application/json; charset=utf-8').send(body);
}

declare module 'fastify' {
  interface FastifyInstance {
    adminReads: AdminReadCache;
  }
}
