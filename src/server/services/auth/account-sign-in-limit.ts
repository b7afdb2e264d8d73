import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createInsuredLimiter } from '../rate-limits/insured-limiter';

/**
 * Failed sign-ins one account may take in 15 minutes, from all addresses together: an attacker who
 * rotates addresses gets past the per-address limit, not past this one.
 */
export const ACCOUNT_SIGN_IN_LIMIT = { failures: 10, windowMs: 15 * 60 * 1000 } as const;

export type AccountSignInGate = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface AccountSignInLimit {
  /**
   * Counts one attempt against the e-mail before its password is checked (so parallel guesses cannot
   * all slip in before the first failure is counted); refused once the budget is spent. Known and unknown
   * e-mails are counted alike, so the answer says nothing about whether an account exists.
   */
  reserve(email: string): Promise<AccountSignInGate>;
  /** The right password: this account's count starts again. Other accounts and addresses keep theirs. */
  clear(email: string): Promise<void>;
}

/** The counter's key: a hash, so Redis and memory never hold the e-mail addresses that were tried. */
function keyOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}

/** Shared through Redis when it answers, counted in this process when it does not (see insured-limiter). */
export function createAccountSignInLimit(redis: Redis | undefined): AccountSignInLimit {
  const limiter = createInsuredLimiter(redis, {
    name: 'sign-in-account',
    points: ACCOUNT_SIGN_IN_LIMIT.failures,
    windowMs: ACCOUNT_SIGN_IN_LIMIT.windowMs,
  });
  return {
    async reserve(email) {
      try {
        await limiter.consume(keyOf(email));
        return { allowed: true };
      } catch (reason) {
        // consume() refuses with a RateLimiterRes when the budget is spent; anything else is a fault.
        if (reason instanceof RateLimiterRes) return { allowed: false, retryAfterMs: Math.max(0, reason.msBeforeNext) };
        throw reason;
      }
    },
    async clear(email) {
      await limiter.delete(keyOf(email));
    },
  };
}
