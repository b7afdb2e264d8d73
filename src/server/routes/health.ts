import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { healthAnswerSchema, notReadyAnswerSchema, readyAnswerSchema } from '../../domain/api/public-answers';
import { buildInfo } from '../build-info';
import type { DatabaseHandle } from '../db/database';

export const DRAINING_MESSAGE = 'Draining: this server is shutting down; send new requests to another instance';

/** Said in /readyz while Redis is away: the instance stays in rotation, its limits count alone. */
export const REDIS_UNREACHABLE_WARNING = 'Redis cannot be reached: rate limits are counted by this instance alone until it is back';

const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/**
 * /healthz: the process answers. /readyz: and its database answers too, (PostgreSQL) it hears the other
 * instances' content changes, DATA_DIR has room to write, and it is not shutting down (for load balancers).
 * What works in a lesser way without failing readiness (rate limits counted per instance) is listed under
 * `warnings`. Both of its answers name the build.
 */
export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/healthz', { schema: { response: { 200: healthAnswerSchema } } }, async () => ({ status: 'ok' as const }));
  const { version, commit } = buildInfo();
  const notReady = (message: string) => ({ status: 'unavailable' as const, message, version, commit });

  app.get('/readyz', { schema: { response: { 200: readyAnswerSchema, 503: notReadyAnswerSchema } } }, async (_request, reply) => {
    // Stopping (src/server/shutdown.ts): out of rotation first, while the requests still coming are served.
    if (app.lifecycle.phase !== 'serving') return reply.status(503).send(notReady(DRAINING_MESSAGE));
    // An instance that cannot hear other instances' changes may serve stale content: take it out of rotation.
    if (app.content.listenerState === 'reconnecting') {
      return reply.status(503).send(notReady('The connection that hears content changes from other instances is down; reconnecting'));
    }
    // An instance that cannot write takes no uploads, inquiries (PGlite) or imports: out of rotation too.
    const disk = await app.diskSpace.check();
    if (disk.full) {
      return reply
        .status(503)
        .send(notReady(`The disk under DATA_DIR is full (${mebibytes(disk.freeBytes ?? 0)} free): uploads, inquiries and imports are refused until space is freed`));
    }
    try {
      await database.db.execute(sql`select 1`);
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send(notReady('The database is not answering'));
    }
    const rateLimits = app.rateLimitCounters();
    return {
      status: 'ready' as const,
      database: database.kind,
      rateLimits,
      dataDirFreeBytes: disk.freeBytes,
      warnings: rateLimits === 'per-instance' ? [REDIS_UNREACHABLE_WARNING] : [],
      version,
      commit,
    };
  });
};
