import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareSecretUrl, type SecretInUrl } from './secret-urls';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This route's address carries a secret (a one-time link's token in the query, an upload link's token in
     * the path): every log line writes that part as [redacted]. Query values named as secrets (`token`,
     * `code`, `password`…) are redacted on every route without it.
     */
    secretInUrl?: SecretInUrl;
  }
}

/**
 * Reads `config.secretInUrl` of every route registered after it (so: before the routes, in buildApp) and
 * hands it to the log's redaction. A new route with a secret in its address needs only the flag.
 */
export const secretRoutesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const secret = route.config?.secretInUrl;
    if (secret) declareSecretUrl(route.url, secret);
  });
});
