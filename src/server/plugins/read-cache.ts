import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface CachedJson {
  body: string;
  etag: string;
}

export interface ReadCacheLimits {
  /** Most answers kept at once. */
  maxEntries: number;
  /** Most bytes kept at once: serialized body, ETag and key of every entry. */
  maxBytes: number;
}

/**
 * The shipped content (two regions) is 50 answers, about 430 KB in all; the bounds leave room for many
 * more regions while capping what visitor traffic can ever pin.
 */
export const DEFAULT_READ_CACHE_LIMITS: ReadCacheLimits = { maxEntries: 1_000, maxBytes: 8 * 1024 * 1024 };

export const entryBytes = (key: string, value: CachedJson): number =>
  Buffer.byteLength(key) + Buffer.byteLength(value.body) + value.etag.length;

/**
 * Serialized public answers, least recently used evicted first, bounded by entries and by bytes.
 * Concurrent misses on one key share a single load. clear() starts a new generation: a load that began
 * before it is still answered to whoever waited for it, but never stored, so no answer computed before
 * a content change can be served after it.
 */
export class ReadCache {
  private generation = 0;
  /** Lookups answered from memory, and those that loaded (or joined a load in progress), since start. */
  hits = 0;
  misses = 0;
  private readonly entries: LRUCache<string, CachedJson>;
  private readonly loading = new Map<string, Promise<CachedJson>>();

  constructor(readonly limits: ReadCacheLimits = DEFAULT_READ_CACHE_LIMITS) {
    this.entries = new LRUCache<string, CachedJson>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      sizeCalculation: (value, key) => entryBytes(key, value),
    });
  }

  /**
   * The cached answer of `key`, or `load`'s, serialized by `serialize` (the route's response schema: the
   * answer is checked once per fill, not per request).
   */
  get(key: string, load: () => Promise<unknown>, serialize: (data: unknown) => string = JSON.stringify): Promise<CachedJson> {
    const hit = this.entries.get(key);
    if (hit) {
      this.hits++;
      return Promise.resolve(hit);
    }
    this.misses++;
    const pending = this.loading.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const value = load().then((data) => {
      const body = serialize(data);
      return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"` };
    });
    this.loading.set(key, value);
    const settle = () => {
      if (this.loading.get(key) === value) this.loading.delete(key);
    };
    value.then((cached) => {
      settle();
      // An answer larger than maxBytes is simply not kept (lru-cache refuses it).
      if (this.generation === generation) this.entries.set(key, cached);
    }, settle);
    return value;
  }

  clear(): void {
    this.generation++;
    this.loading.clear();
    this.entries.clear();
  }

  /** What the cache holds now (for tests and metrics). */
  get size(): { entries: number; bytes: number; loading: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize, loading: this.loading.size };
  }
}
