import type { z } from 'zod';
import type { JobDefinition } from './job-definition';

/** What a handler knows of the attempt it runs. */
export interface JobContext {
  jobId: number;
  kind: string;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the attempt has taken its definition's timeoutMs: stop and throw. */
  signal: AbortSignal;
}

/**
 * Does the job's work. Resolving marks it done; throwing schedules a retry (or, after the last attempt or
 * for a PermanentJobError, ends it as failed). Runs at least once per job and may run again after a crash,
 * so it must be safe to repeat or check what was already done.
 */
export type JobHandler<S extends z.ZodType> = (payload: z.infer<S>, context: JobContext) => Promise<void>;

/** Thrown by a handler when trying again cannot help (a recipient the mail server refuses): fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/**
 * Called once a job has failed for good (its last attempt failed, it was refused as permanent, or the worker
 * running its last attempt stopped before it finished), so that what waited on the job can end too.
 * Must be safe to repeat.
 */
export type JobGiveUp<S extends z.ZodType> = (payload: z.infer<S>, failure: { attempts: number; maxAttempts: number; error: string }) => Promise<void>;

export interface RegisteredJob {
  definition: JobDefinition;
  handler: JobHandler<z.ZodType>;
  giveUp: JobGiveUp<z.ZodType> | undefined;
}

/** The handlers of this process, by kind. A worker claims only the kinds registered here. */
export class JobRegistry {
  readonly #byKind = new Map<string, RegisteredJob>();

  register<S extends z.ZodType>(definition: JobDefinition<S>, handler: JobHandler<S>, giveUp?: JobGiveUp<S>): void {
    if (this.#byKind.has(definition.kind)) throw new Error(`a handler for job kind ${definition.kind} is already registered`);
    this.#byKind.set(definition.kind, { definition, handler: handler as JobHandler<z.ZodType>, giveUp: giveUp as JobGiveUp<z.ZodType> | undefined });
  }

  get(kind: string): RegisteredJob | undefined {
    return this.#byKind.get(kind);
  }

  kinds(): string[] {
    return [...this.#byKind.keys()];
  }
}
