import pRetry from 'p-retry';
import type pg from 'pg';
import { isDatabaseUnavailable, unavailableCause } from './errors';

/** How long a start waits for PostgreSQL by default (DATABASE_CONNECT_TIMEOUT_MS overrides it). */
export const DEFAULT_CONNECT_WINDOW_MS = 30_000;

/** A start that gave up on PostgreSQL; its message is the one line the process prints before exiting 1. */
export class DatabaseUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnreachable';
  }
}

export interface ConnectLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Host and port of a postgres:// URL, for messages: never the user name or password. */
export function postgresAddress(url: string): { host: string; port: number } {
  try {
    const parsed = new URL(url);
    const host = parsed.searchParams.get('host') ?? (parsed.hostname.replace(/^\[|\]$/g, '') || 'localhost');
    return { host, port: Number(parsed.port || parsed.searchParams.get('port') || 5432) };
  } catch {
    return { host: 'the configured host', port: 5432 };
  }
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/**
 * Waits until the pool can open a connection: retries with exponential backoff (250 ms doubling, at most
 * 5 s apart) for up to `windowMs` while PostgreSQL is unreachable or starting, logging host, port and
 * cause on each failed attempt. A refusal that waiting cannot cure (wrong password, no such database)
 * ends it at once. Either way the failure is a DatabaseUnreachable with a one-line message.
 */
export async function waitForPostgres(pool: pg.Pool, url: string, options: { windowMs: number; log?: ConnectLog | undefined }): Promise<void> {
  const { host, port } = postgresAddress(url);
  const started = performance.now();
  try {
    await pRetry(
      async () => {
        const client = await pool.connect();
        client.release();
      },
      {
        retries: Number.POSITIVE_INFINITY,
        minTimeout: 250,
        factor: 2,
        maxTimeout: 5_000,
        maxRetryTime: options.windowMs,
        shouldRetry: ({ error }) => isDatabaseUnavailable(error),
        onFailedAttempt: ({ error, attemptNumber }) => {
          options.log?.warn(
            { host, port, attempt: attemptNumber, cause: unavailableCause(error), willRetry: isDatabaseUnavailable(error) && performance.now() - started < options.windowMs },
            'could not reach PostgreSQL',
          );
        },
      },
    );
  } catch (error) {
    const cause = unavailableCause(error);
    if (isDatabaseUnavailable(error)) {
      throw new DatabaseUnreachable(`Could not reach PostgreSQL at ${host}:${port} after ${seconds(options.windowMs)} (${cause}); check DATABASE_URL`);
    }
    const detail = error instanceof Error && error.message && error.message !== cause ? `${cause} ${error.message}` : cause;
    throw new DatabaseUnreachable(`Could not connect to PostgreSQL at ${host}:${port} (${detail}); check DATABASE_URL`);
  }
}
