import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Rate limits are opt-in per route (`config.rateLimit`), so reads stay fast. Counters live in Redis when
 * REDIS_URL is set, so several instances behind a load balancer share one budget.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { redisUrl?: string | undefined }) => {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis rate-limit store error'));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'charter-rl:' } : {}),
    // Never let a Redis outage take the public POSTs down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests; please wait ${Math.ceil(context.ttl / 1000)} seconds and try again`,
      issues: [],
    }),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
});

/** The budget of each public POST per client address. */
export const PUBLIC_POST_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
