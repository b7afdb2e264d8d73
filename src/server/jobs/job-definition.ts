import type { z } from 'zod';

/** How long to wait before the next attempt: exponential, with jitter (backoff.ts computes it). */
export interface RetryPolicy {
  /** The wait after the first failed attempt, before jitter (ms). */
  minDelayMs: number;
  /** Each further failure multiplies the wait by this. */
  factor: number;
  /** No wait is longer than this (ms). */
  maxDelayMs: number;
}

/** What a kind of job is: its name, the shape of its payload, how often and how long it may run. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** Stored in `jobs.kind`; names the handler (`email.inquiry-staff-notice`). Never rename a kind in use. */
  readonly kind: string;
  /** Checked when enqueued and again before the handler runs (a payload stored by an older version). */
  readonly payload: S;
  /** Attempts before the job ends as failed. */
  readonly maxAttempts: number;
  readonly retry: RetryPolicy;
  /** One attempt may take this long; then it counts as failed (its handler's signal is aborted). */
  readonly timeoutMs: number;
}

export type JobPayload<D extends JobDefinition> = z.infer<D['payload']>;

export const DEFAULT_MAX_ATTEMPTS = 10;
/** 30 s, 1, 2, 4 … minutes, at most an hour apart (each ×1–2 by jitter): ten attempts span about 4 to 8 hours. */
export const DEFAULT_RETRY: RetryPolicy = { minDelayMs: 30_000, factor: 2, maxDelayMs: 60 * 60_000 };
export const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * Declares a kind of job once, for both sides: `enqueueJob(tx, definition, payload)` and
 * `jobs.register(definition, handler)` then agree on the payload's type.
 */
export function defineJob<S extends z.ZodType>(definition: {
  kind: string;
  payload: S;
  maxAttempts?: number;
  retry?: Partial<RetryPolicy>;
  timeoutMs?: number;
}): JobDefinition<S> {
  if (!/^[a-z0-9][a-z0-9.-]{0,79}$/.test(definition.kind)) throw new Error(`job kind ${definition.kind} must be lower-case letters, digits, dots and dashes`);
  return {
    kind: definition.kind,
    payload: definition.payload,
    maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    retry: { ...DEFAULT_RETRY, ...definition.retry },
    timeoutMs: definition.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
}
