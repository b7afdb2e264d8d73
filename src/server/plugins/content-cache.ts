import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database';

const CHANNEL = 'content_changed';

export interface CachedJson {
  body: string;
  etag: string;
}

/**
 * Published content (what visitors read) held in process memory, serialized once. Every admin write
 * calls `invalidate()`; with PostgreSQL the change is also NOTIFYed so other instances drop theirs.
 * A load that started before an invalidation is never stored, so a stale read cannot outlive a write.
 */
export class ContentCache {
  private version = 0;
  private readonly values = new Map<string, { version: number; value: Promise<unknown> }>();

  constructor(private readonly database?: DatabaseHandle) {}

  memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.values.get(key);
    if (hit && hit.version === this.version) return hit.value as Promise<T>;
    const version = this.version;
    const value = load();
    this.values.set(key, { version, value });
    value.catch(() => {
      if (this.values.get(key)?.value === value) this.values.delete(key);
    });
    return value;
  }

  json(key: string, load: () => Promise<unknown>): Promise<CachedJson> {
    return this.memo(`json:${key}`, async () => {
      const body = JSON.stringify(await load());
      return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"` };
    });
  }

  /** Drops everything locally; `broadcast` also tells the other instances sharing the database. */
  async invalidate(broadcast = true): Promise<void> {
    this.version++;
    this.values.clear();
    if (broadcast && this.database?.kind === 'postgres') {
      await this.database.notify(CHANNEL, String(process.pid)).catch(() => {});
    }
  }

  async listen(): Promise<() => Promise<void>> {
    if (this.database?.kind !== 'postgres') return async () => {};
    return this.database.listen(CHANNEL, () => {
      this.version++;
      this.values.clear();
    });
  }
}

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

export const contentCachePlugin = fp(async (app: FastifyInstance, opts: { database: DatabaseHandle }) => {
  const cache = new ContentCache(opts.database);
  app.decorate('content', cache);
  const stop = await cache.listen();
  app.addHook('onClose', async () => stop());
});
