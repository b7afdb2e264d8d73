import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { redactText } from './redact';

/** Load balancer probes and scrapes: logged at debug, so they do not bury the requests people make. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One line per request, when it is answered: `GET /api/regions 200 3 ms`, with method, url, statusCode and
 * ms as fields for JSON readers. Fastify's own request logging (a line on arrival and one on completion)
 * is switched off in buildApp. The address is written with its secrets as [redacted] (a route's
 * `config.secretInUrl`, secret-named query values): here, whatever logger the app was given, and again by
 * the process logger for every line (logger.ts).
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const { method } = request;
    const url = redactText(request.url);
    const statusCode = reply.statusCode;
    const line = { method, url, statusCode, ms };
    const message = `${method} ${url} ${statusCode} ${ms} ms`;
    if (QUIET_PATHS.has(request.routeOptions.url ?? '') && statusCode < 400) request.log.debug(line, message);
    else request.log.info(line, message);
    done();
  });
});
