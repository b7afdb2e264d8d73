import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Every rate-limit counter lives under this Redis prefix (tests and operators clear them by it). */
export const RATE_LIMIT_KEY_PREFIX = 'charter-rl:';

export interface InsuredLimiterOptions {
  /** Names the counter family, e.g. `POST/api/auth/login`; the Redis keys are `charter-rl:<name>:<key>`. */
  name: string;
  /** Points a key may spend per window (the limiter's own `consume` refuses beyond it). */
  points: number;
  windowMs: number;
}

/**
 * A fixed-window counter shared by every instance through Redis when there is one. Whenever Redis cannot
 * answer (refusing, down, not yet connected, too slow), the same counter runs in this process instead
 * (rate-limiter-flexible's insurance limiter), so the limit still holds, per instance, rather than falling
 * open. Every call tries Redis first, so Redis is used again as soon as it is back.
 */
export function createInsuredLimiter(redis: Redis | undefined, options: InsuredLimiterOptions): RateLimiterAbstract {
  const shape = {
    keyPrefix: `${RATE_LIMIT_KEY_PREFIX}${options.name}`,
    points: options.points,
    // rate-limiter-flexible counts in whole seconds.
    duration: Math.max(1, Math.ceil(options.windowMs / 1000)),
  };
  const inProcess = new RateLimiterMemory(shape);
  if (!redis) return inProcess;
  return new RateLimiterRedis({
    ...shape,
    storeClient: redis,
    // Not connected: go to the in-process counter at once instead of waiting on a dead socket.
    rejectIfRedisNotReady: true,
    insuranceLimiter: inProcess,
  });
}
