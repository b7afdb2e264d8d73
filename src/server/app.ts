import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { SEED_ASSETS_DIR } from './paths';
import { apiReferencePlugin } from './plugins/api-reference';
import { authPlugin } from './plugins/auth';
import { draftPreviewPlugin } from './plugins/draft-preview';
import { metricsPlugin } from './plugins/metrics';
import { contentCachePlugin, type ContentCacheOptions } from './plugins/content-cache';
import type { FreeSpaceOptions } from './disk/free-space';
import { estimateCountsPlugin } from './plugins/estimate-counts';
import { diskSpacePlugin } from './plugins/disk-space';
import { errorsPlugin } from './plugins/errors';
import { inquiryOutboxPlugin } from './plugins/inquiry-outbox';
import { webhooksPlugin } from './plugins/webhooks';
import { paymentsPlugin } from './plugins/payments';
import { bookingChangesPlugin } from './plugins/booking-changes';
import { quoteEmailsPlugin } from './plugins/quote-emails';
import { jobsPlugin, type JobsOptions } from './plugins/jobs';
import { lifecyclePlugin } from './plugins/lifecycle';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestLogPlugin } from './logging/request-log';
import { secretRoutesPlugin } from './logging/secret-routes';
import { securityHeadersPlugin } from './plugins/security-headers';
import { trashSweepPlugin } from './plugins/trash-sweep';
import { pageBootDataPlugin } from './plugins/page-boot-data';
import { isWebRoute, webAppPlugin } from './plugins/web-app';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { adminContentRoutes } from './routes/admin-content';
import { authRoutes } from './routes/auth';
import { bookingFrameRoutes } from './routes/booking-frame';
import { objectRoutes } from './routes/objects';
import { paymentWebhookRoutes } from './routes/payment-webhooks';
import { createSecretBox, type SecretBox } from './services/auth/secret-box';
import type { SheetReader } from './services/route-import/sheet-reader';
import { objectStorageFor } from './services/uploads/storage';
import { healthRoutes } from './routes/health';
import { publicRoutes } from './routes/public';
import { requestPageRoutes } from './routes/request-page';
import { quotePageRoutes } from './routes/quote-page';
import { setPasswordPageRoutes } from './routes/set-password-page';
import { pathOf } from './url-path';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Cookie-signing and link-signing secret (config or DATA_DIR). */
  sessionSecret: string;
  /** A pino logger; none (silent) when absent. */
  logger?: FastifyBaseLogger;
  /** The built web app (default dist/web); tests may point elsewhere. */
  webDistDir?: string;
  /** The clock prices are held against; tests pin it. */
  now?: () => Date;
  /** Bounds of the public read cache and the content version check interval; tests narrow them. */
  contentCache?: ContentCacheOptions;
  /** Reads uploaded route spreadsheets in worker threads (default limits when absent); tests pass small ones. */
  sheetReader?: SheetReader;
  /** The durable jobs' poll interval, lease and retry waits; tests shorten them. */
  jobs?: JobsOptions;
  /** When DATA_DIR counts as full; tests set 0 to meet the write failures themselves. */
  disk?: FreeSpaceOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    config: Config;
    now: () => Date;
    /** Seals the TOTP secrets kept in the database (key derived from the session secret). */
    secretBox: SecretBox;
  }
}

/** JSON bodies of the public and admin calls are small; uploads get their own limit. */
export const JSON_BODY_LIMIT = 64 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // One line per request, on completion (logging/request-log.ts), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    bodyLimit: JSON_BODY_LIMIT,
    // Finish in-flight requests on close, but do not wait on idle keep-alive sockets.
    forceCloseConnections: 'idle',
    requestTimeout: 30_000,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('secretBox', createSecretBox(options.sessionSecret));

  // Draining and closing (src/server/shutdown.ts): before every other hook, so a leaving instance answers first.
  await app.register(lifecyclePlugin);

  if (options.logger) await app.register(requestLogPlugin);
  // Before the routes: it reads each route's `config.secretInUrl`, so no log line writes that secret.
  await app.register(secretRoutesPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cookie, { secret: options.sessionSecret });
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL });
  await app.register(contentCachePlugin, { database, cache: options.contentCache });
  await app.register(authPlugin);
  await app.register(draftPreviewPlugin);
  await app.register(trashSweepPlugin);
  // Before the routes: the OpenAPI document collects every route registered after it, and the metrics
  // hook times every request.
  await app.register(apiReferencePlugin);
  await app.register(metricsPlugin);
  await app.register(estimateCountsPlugin);
  await app.register(diskSpacePlugin, options.disk ?? {});
  await app.register(jobsPlugin, options.jobs ?? {});
  await app.register(inquiryOutboxPlugin);
  await app.register(paymentsPlugin);
  await app.register(bookingChangesPlugin);
  await app.register(quoteEmailsPlugin);
  await app.register(webhooksPlugin);

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(accountRoutes, { prefix: '/api/auth' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(publicRoutes, { prefix: '/api' });
  await app.register(adminContentRoutes, { prefix: '/api', uploadSecret: options.sessionSecret, sheetReader: options.sheetReader });
  await app.register(objectRoutes, { secret: options.sessionSecret, storage: objectStorageFor(config) });
  await app.register(bookingFrameRoutes);
  await app.register(paymentWebhookRoutes);

  await app.register(fastifyStatic, {
    root: SEED_ASSETS_DIR,
    prefix: '/assets/seed/',
    maxAge: '1d',
    index: false,
    wildcard: false,
  });

  await app.register(pageBootDataPlugin, options.webDistDir ? { distDir: options.webDistDir } : {});
  await app.register(webAppPlugin, options.webDistDir ? { distDir: options.webDistDir } : {});
  await app.register(setPasswordPageRoutes);
  await app.register(requestPageRoutes);
  await app.register(quotePageRoutes);

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    if (path.startsWith('/api/')) {
      return reply.status(404).send({ message: `There is no API call ${request.method} ${path}`, issues: [] });
    }
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]{1,5}$/i.test(path);
    if (wantsHtml) return app.sendWebApp(reply, isWebRoute(path) ? 200 : 404, path);
    return reply.status(404).send({ message: `Not found: ${path}`, issues: [] });
  });

  return app;
}
