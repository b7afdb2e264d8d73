import type { FastifyContextConfig, FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { DiskFullError } from '../disk/disk-full';
import { createFreeSpaceMonitor, type FreeSpaceMonitor, type FreeSpaceOptions } from '../disk/free-space';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that stores nothing (an estimate): still answered while DATA_DIR is full. */
    writesNothing?: boolean;
  }
  interface FastifyInstance {
    /** Free space under DATA_DIR (disk/free-space.ts): /readyz, /metrics and the error handler use it. */
    diskSpace: FreeSpaceMonitor;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route's requests may write under DATA_DIR: any but a read or a `writesNothing` POST on PGlite; uploads on PostgreSQL. */
function writesDataDir(route: RouteOptions, database: 'pglite' | 'postgres'): boolean {
  if ([route.method].flat().every((method) => SAFE_METHODS.has(method))) return false;
  if ((route.config as FastifyContextConfig | undefined)?.writesNothing === true) return false;
  return database === 'pglite' || route.url.startsWith('/objects/upload/');
}

/** A write looks at a reading at most this old: one statfs a second at most, however busy. */
const WRITE_CHECK_MAX_AGE_MS = 1_000;

/**
 * Watches the free space under DATA_DIR from start to close and publishes it:
 * `charter_data_dir_free_bytes` and `charter_data_dir_full` (1 while less than 1 MiB is free); while it is
 * full, requests that would write there answer 503 before they start. Register after the metrics plugin.
 */
export const diskSpacePlugin = fp(async (app: FastifyInstance, options: FreeSpaceOptions) => {
  const monitor = createFreeSpaceMonitor(app.config.DATA_DIR, options);
  app.decorate('diskSpace', monitor);

  new Gauge({
    name: 'charter_data_dir_free_bytes',
    help: 'Bytes still free for the server under DATA_DIR (PGlite files, local uploads, upload spool); -1 when it cannot be read',
    registers: [app.metrics.registry],
    async collect() {
      this.set((await monitor.check()).freeBytes ?? -1);
    },
  });
  new Gauge({
    name: 'charter_data_dir_full',
    help: 'DATA_DIR has less than 1 MiB free: uploads, inquiries on PGlite and imports answer 503 and /readyz is not ready (1), or has room (0)',
    registers: [app.metrics.registry],
    async collect() {
      this.set((await monitor.check()).full ? 1 : 0);
    },
  });

  // A write into a full DATA_DIR is refused before it starts: PostgreSQL may still fit a row into a page
  // it has, but a full disk under its log can stop PGlite for good, and an upload would spool in vain.
  // With PostgreSQL only uploads write there (the spool, and the images without S3). Decided once per route
  // as it is registered, so a request that cannot write (a read, an estimate) pays nothing for the check.
  const refuseWhenFull = async () => {
    if ((await monitor.recent(WRITE_CHECK_MAX_AGE_MS)).full) throw new DiskFullError();
  };
  app.addHook('onRoute', (route) => {
    if (!writesDataDir(route, app.database.kind)) return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [refuseWhenFull, ...own];
  });

  app.addHook('onReady', async () => monitor.start());
  app.addHook('onClose', async () => monitor.stop());
});
