import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { healthAnswerSchema, notReadyAnswerSchema, readyAnswerSchema } from '../../domain/api/public-answers';
import { buildInfo } from '../build-info';
import type { DatabaseHandle } from '../db/database';

export const DRAINING_MESSAGE = 'Draining: this server is shutting down; send new requests to another instance';

/**
 * /healthz: the process answers. /readyz: and its database answers too, and (PostgreSQL) it hears the
 * other instances' content changes, and it is not shutting down (for load balancers). Both of its answers
 * name the build.
 */
export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/healthz', { schema: { response: { 200: healthAnswerSchema } } }, async () => ({ status: 'ok' as const }));
  const { version, commit } = buildInfo();
  app.get('/readyz', { schema: { response: { 200: readyAnswerSchema, 503: notReadyAnswerSchema } } }, async (_request, reply) => {
    // Stopping (src/server/shutdown.ts): out of rotation first, while the requests still coming are served.
    if (app.lifecycle.phase !== 'serving') {
      return reply.status(503).send({ status: 'unavailable', message: DRAINING_MESSAGE, version, commit });
    }
    // An instance that cannot hear other instances' changes may serve stale content: take it out of rotation.
    if (app.content.listenerState === 'reconnecting') {
      return reply.status(503).send({
        status: 'unavailable',
        message: 'The connection that hears content changes from other instances is down; reconnecting',
        version,
        commit,
      });
    }
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ready' as const, database: database.kind, version, commit };
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', message: 'The database is not answering', version, commit });
    }
  });
};
