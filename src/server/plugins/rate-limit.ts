import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RATE_LIMIT_COUNTERS } from '../../domain/api/public-answers';
import { createAccountSignInLimit, type AccountSignInLimit } from '../services/auth/account-sign-in-limit';
import { insuredRateLimitStore } from './rate-limit-store';

/** Where the rate-limit counters are now (domain/api/public-answers.ts says what each means). */
export type RateLimitCounters = (typeof RATE_LIMIT_COUNTERS)[number];

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed sign-ins per account across addresses (services/auth/account-sign-in-limit). */
    accountSignInLimit: AccountSignInLimit;
    /** Where the rate-limit counters are now (/readyz and /metrics show it). */
    rateLimitCounters(): RateLimitCounters;
  }
}

/** A Redis command that takes longer than this is treated as Redis being unavailable (in-process counter). */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/** The shared counter store; logs once when it becomes unusable and once when it is back, not every retry. */
function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // Fail at once while disconnected, so the in-process counter answers instead of a queue waiting.
    enableOfflineQueue: false,
  });
  let available = true;
  redis.on('error', (err: Error) => {
    if (!available) return;
    available = false;
    log.warn({ err }, 'Redis is unavailable: rate limits are counted per instance until it is back');
  });
  redis.on('ready', () => {
    if (available) return;
    available = true;
    log.info('Redis is back: rate limits are shared again');
  });
  return redis;
}

/**
 * Rate limits are opt-in per route (`config.rateLimit`), so reads stay fast. Counters live in Redis when
 * REDIS_URL is set, so several instances behind a load balancer share one budget; when Redis cannot
 * answer, each instance counts on its own rather than letting requests through (decision 0018).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { redisUrl?: string | undefined }) => {
  const redis = opts.redisUrl ? connectRedis(opts.redisUrl, app.log) : undefined;
  await app.register(rateLimit, {
    global: false,
    store: insuredRateLimitStore(redis),
    // The store never fails open; should it fail at all, the request fails rather than skipping the limit.
    skipOnError: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests; please wait ${Math.ceil(context.ttl / 1000)} seconds and try again`,
      issues: [],
    }),
  });
  app.decorate('accountSignInLimit', createAccountSignInLimit(redis));
  // ioredis says 'ready' only while connected and answering; any other status sends the counters in-process.
  app.decorate('rateLimitCounters', (): RateLimitCounters => (!redis ? 'in-memory' : redis.status === 'ready' ? 'shared' : 'per-instance'));
  if (redis) {
    app.addHook('onClose', async () => {
      // quit() waits for a reply that never comes while Redis is down; disconnect() does not wait.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  }
});

/** The budget of each public POST per client address. */
export const PUBLIC_POST_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
