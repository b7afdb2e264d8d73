import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../db/database';

/** /healthz: the process answers. /readyz: and its database answers too (for load balancers). */
export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ready', database: database.kind };
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', message: 'The database is not answering' });
    }
  });
};
