import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle, ListenerState } from '../db/database';
import { ContentCoherence } from './content-coherence';
import { type CachedJson, DEFAULT_READ_CACHE_LIMITS, ReadCache, type ReadCacheLimits } from './read-cache';

export type { CachedJson } from './read-cache';

export interface ContentCacheOptions extends Partial<ReadCacheLimits> {
  /** How often each instance compares the shared content version (PostgreSQL only); default 2 s. */
  versionCheckMs?: number;
}

export const DEFAULT_VERSION_CHECK_MS = 2_000;

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
  private readonly pinned = new Map<string, { generation: number; value: Promise<unknown> }>();
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

  memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.pinned.get(key);
    if (hit && hit.generation === this.generation) return hit.value as Promise<T>;
    const generation = this.generation;
    const value = load();
    this.pinned.set(key, { generation, value });
    value.catch(() => {
      if (this.pinned.get(key)?.value === value) this.pinned.delete(key);
    });
    return value;
  }

  /** `serialize`: how a loaded answer becomes JSON (a route passes its response schema's serializer). */
  json(key: string, load: () => Promise<unknown>, serialize?: (data: unknown) => string): Promise<CachedJson> {
    return this.reads.get(key, load, serialize);
  }

  /** Drops everything locally; `broadcast` also tells the other instances sharing the database. */
  async invalidate(broadcast = true): Promise<void> {
    this.dropAll();
    if (broadcast) await this.coherence?.announce();
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
      dropAll: () => this.dropAll(),
    });
  }

  async stop(): Promise<void> {
    await this.coherence?.stop();
  }

  private dropAll() {
    this.generation++;
    this.pinned.clear();
    this.reads.clear();
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
  await cache.start();
  app.addHook('onClose', async () => cache.stop());
});
