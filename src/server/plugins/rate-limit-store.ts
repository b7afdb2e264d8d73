import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createInsuredLimiter } from '../services/rate-limits/insured-limiter';

/** What @fastify/rate-limit expects of a store's `incr`/`read` answer: the count so far and ms left. */
interface WindowState {
  current: number;
  ttl: number;
}
type StoreCallback = (error: Error | null, state?: WindowState) => void;

/**
 * What `child` really receives: the route's merged limit options with the route under `routeInfo` (the
 * library's typings say RouteOptions, which is not what its code passes).
 */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

/**
 * A store class for @fastify/rate-limit (its `store` option) whose counters are rate-limiter-flexible
 * insured limiters: Redis when it answers, this process when it does not. @fastify/rate-limit keeps
 * deciding (current > max), the headers and the 429 answer; this only counts.
 */
export function insuredRateLimitStore(redis: Redis | undefined): FastifyRateLimitStoreCtor {
  return class InsuredRateLimitStore implements FastifyRateLimitStore {
    /** One limiter per time window: rate-limiter-flexible fixes the window when it is made. */
    readonly #limiters = new Map<number, RateLimiterAbstract>();

    constructor(
      _globalParams?: unknown,
      readonly name = 'global',
    ) {}

    #limiter(timeWindow: number, max: number): RateLimiterAbstract {
      let limiter = this.#limiters.get(timeWindow);
      if (!limiter) {
        limiter = createInsuredLimiter(redis, { name: `${this.name}:${timeWindow}`, points: max, windowMs: timeWindow });
        this.#limiters.set(timeWindow, limiter);
      }
      return limiter;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      // penalty() counts without refusing: @fastify/rate-limit compares the count with max itself.
      this.#limiter(timeWindow, max)
        .penalty(key, 1)
        .then(
          (res) => callback(null, { current: res.consumedPoints, ttl: Math.max(0, res.msBeforeNext) }),
          (reason: unknown) => callback(asError(reason)),
        );
    }

    read(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      this.#limiter(timeWindow, max)
        .get(key)
        .then(
          (res) => callback(null, res ? { current: res.consumedPoints, ttl: Math.max(0, res.msBeforeNext) } : { current: 0, ttl: 0 }),
          (reason: unknown) => callback(asError(reason)),
        );
    }

    /** Each rate-limited route counts on its own: `POST/api/auth/login`, `POST/api/booking-request`… */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): InsuredRateLimitStore {
      const options = routeOptions as unknown as RouteLimitOptions;
      const method = [options.routeInfo?.method ?? ''].flat().join(',');
      return new InsuredRateLimitStore(undefined, `${method}${options.routeInfo?.url ?? ''}`);
    }
  };
}
