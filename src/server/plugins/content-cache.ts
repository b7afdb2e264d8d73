import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle, ListenerState } from '../db/database';
import { AdminReadCache } from './admin-read-cache';
import type { PinnedChanges } from '../services/content/content-version';
import { ContentCoherence } from './content-coherence';
import { type CachedJson, DEFAULT_READ_CACHE_LIMITS, ReadCache, type ReadCacheLimits } from './read-cache';

export type { CachedJson } from './read-cache';

export interface ContentCacheOptions extends Partial<ReadCacheLimits> {
  /** How often each instance compares the shared content version (PostgreSQL only); default 2 s. */
  versionCheckMs?: number;
}

export const DEFAULT_VERSION_CHECK_MS = 2_000;

/** Brings a pinned value up to date with the changes a write made (reading only what they touched). */
export type PinnedPatch<T> = (previous: T, changes: unknown[]) => Promise<T>;

interface Pinned {
  generation: number;
  value: Promise<unknown>;
  patch: PinnedPatch<unknown> | undefined;
  /** The value once `value` has resolved: read without waiting (`ready`). */
  settled?: { value: unknown };
}

/**
 * Published content (what visitors read) held in process memory. Two parts:
 * - `memo`: a few values under fixed keys (the pricing snapshot, the known ids), kept until the next
 *   content change and never evicted: visitor traffic cannot push them out. Never key these by visitor input.
 * - `json`: serialized public answers in a bounded LRU (read-cache.ts). Routes only key it by values that
 *   exist (services/content/known-ids.ts), so made-up ids cannot fill it.
 * Every admin write calls `invalidate()`. With PostgreSQL, ContentCoherence keeps several instances in step.
 * A load that started before an invalidation is never stored, so a stale read cannot outlive a write.
 */
export class ContentCache {
  private generation = 0;
  private readonly pinned = new Map<string, Pinned>();
  private readonly reads: ReadCache;
  private coherence: ContentCoherence | undefined;
  private readonly versionCheckMs: number;

  constructor(
    private readonly database?: DatabaseHandle,
    private readonly log?: FastifyBaseLogger,
    options: ContentCacheOptions = {},
  ) {
    this.reads = new ReadCache({
      maxEntries: options.maxEntries ?? DEFAULT_READ_CACHE_LIMITS.maxEntries,
      maxBytes: options.maxBytes ?? DEFAULT_READ_CACHE_LIMITS.maxBytes,
    });
    this.versionCheckMs = options.versionCheckMs ?? DEFAULT_VERSION_CHECK_MS;
  }

  /** `patch`, when given, lets a write that names this key update the value instead of dropping it. */
  memo<T>(key: string, load: () => Promise<T>, patch?: PinnedPatch<T>): Promise<T> {
    const hit = this.pinned.get(key);
    if (hit && hit.generation === this.generation) return hit.value as Promise<T>;
    return this.pin(key, load(), patch as PinnedPatch<unknown> | undefined) as Promise<T>;
  }

  /**
   * The value `memo` would resolve to, when it is loaded and current; else undefined (then call `memo`).
   * The quote's path reads the pricing snapshot so, without a promise to wait for on every call.
   */
  ready<T>(key: string): T | undefined {
    const hit = this.pinned.get(key);
    return hit?.settled && hit.generation === this.generation ? (hit.settled.value as T) : undefined;
  }

  private pin(key: string, value: Promise<unknown>, patch: PinnedPatch<unknown> | undefined): Promise<unknown> {
    const entry: Pinned = { generation: this.generation, value, patch };
    this.pinned.set(key, entry);
    value.then(
      (loaded) => {
        entry.settled = { value: loaded };
      },
      // A failed load or patch is forgotten: the next read loads the whole value again.
      () => {
        if (this.pinned.get(key) === entry) this.pinned.delete(key);
      },
    );
    return value;
  }

  /** `serialize`: how a loaded answer becomes JSON (a route passes its response schema's serializer). */
  json(key: string, load: () => Promise<unknown>, serialize?: (data: unknown) => string): Promise<CachedJson> {
    return this.reads.get(key, load, serialize);
  }

  /**
   * Drops everything locally, except the pinned values `changes` names (and that can be patched): those
   * are patched, and waited for, so the next read finds them current. `broadcast` also tells the other
   * instances sharing the database, with the changes, so they patch the same way.
   */
  async invalidate(broadcast = true, changes?: PinnedChanges): Promise<void> {
    await this.dropAll(changes);
    if (broadcast) await this.coherence?.announce(changes);
  }

  /** Moves on every drop (a local write, or a change heard from another instance). */
  get contentGeneration(): number {
    return this.generation;
  }

  /** 'not-needed' on PGlite (one process); 'reconnecting' while changes made elsewhere may be missed. */
  get listenerState(): ListenerState | 'not-needed' {
    return this.coherence ? this.coherence.listenerState : 'not-needed';
  }

  get listenerBackendPid(): number | undefined {
    return this.coherence?.listenerBackendPid;
  }

  /** The bounded part's size and limits, for tests and metrics. */
  stats() {
    return { ...this.reads.size, hits: this.reads.hits, misses: this.reads.misses, maxEntries: this.reads.limits.maxEntries, maxBytes: this.reads.limits.maxBytes, pinned: this.pinned.size };
  }

  async start(): Promise<void> {
    if (!this.database) return;
    this.coherence = await ContentCoherence.start({
      database: this.database,
      log: this.log ?? silentLog,
      checkEveryMs: this.versionCheckMs,
      dropAll: (_reason, changes) => void this.dropAll(changes),
    });
  }

  async stop(): Promise<void> {
    await this.coherence?.stop();
  }

  /**
   * A new generation: nothing cached before it is served, except the values patched here. A patch starts
   * from the value as it was (or as its load in flight will be), reads the database after the write
   * committed, and chains after any earlier patch, so patches apply in the order of the writes.
   */
  private async dropAll(changes?: PinnedChanges): Promise<void> {
    const kept: [string, Pinned, unknown[]][] = [];
    for (const [key, list] of Object.entries(changes ?? {})) {
      const hit = this.pinned.get(key);
      if (hit?.patch && hit.generation === this.generation && list.length > 0) kept.push([key, hit, list]);
    }
    this.generation++;
    this.pinned.clear();
    this.reads.clear();
    const patched = kept.map(([key, hit, list]) => this.pin(key, hit.value.then((previous) => hit.patch!(previous, list)), hit.patch));
    await Promise.allSettled(patched);
  }
}

const noop = () => {};
const silentLog = { debug: noop, info: noop, warn: noop, error: noop } as unknown as FastifyBaseLogger;

/** Sends cached JSON with its ETag and a short shared-cache lifetime; answers 304 when it matches. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson) {
  reply.header('etag', cached.etag).header('cache-control', 'public, max-age=30, stale-while-revalidate=60');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentCache;
  }
}

export const contentCachePlugin = fp(async (app: FastifyInstance, opts: { database: DatabaseHandle; cache?: ContentCacheOptions }) => {
  const cache = new ContentCache(opts.database, app.log, opts.cache);
  app.decorate('content', cache);
  // The admin lists' answers, tagged with this cache's generation (and the shared version on PostgreSQL).
  app.decorate('adminReads', new AdminReadCache(cache, opts.database));
  await cache.start();
  app.addHook('onClose', async () => cache.stop());
});
