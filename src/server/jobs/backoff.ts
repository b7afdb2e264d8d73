import { createTimeout } from 'retry';
import type { RetryPolicy } from './job-definition';

/**
 * The wait before the next attempt after `failedAttempts` failures (1 for the first): minDelay × factor^(n-1),
 * times a random 1–2 so that jobs that failed together do not all come back together, capped at maxDelay.
 * The formula is node-retry's (`retry.createTimeout`, the one p-retry's minTimeout/factor/maxTimeout/
 * randomize describe); p-retry and exponential-backoff only run a retry loop in memory, while a job's
 * next attempt must be a time stored in its row, so only the computation is borrowed (decision 0041).
 */
export function retryDelayMs(failedAttempts: number, policy: RetryPolicy, random = true): number {
  return createTimeout(Math.max(0, failedAttempts - 1), {
    minTimeout: policy.minDelayMs,
    factor: policy.factor,
    maxTimeout: policy.maxDelayMs,
    randomize: random,
  });
}
