import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/database';

export interface ShutdownLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface ShutdownOptions {
  app: FastifyInstance;
  database: Pick<DatabaseHandle, 'close'>;
  /** SHUTDOWN_DRAIN_MS: how long /readyz answers 503 while every request is still served. */
  drainMs: number;
  log: ShutdownLog;
  /** process.exit in the process; tests pass their own. */
  exit: (code: number) => void;
  /** Stops what the process runs beside the app (the session sweep) before the app closes. */
  beforeClose?: () => void;
  /** Leaving ends once no request has come for this long (default 500 ms)... */
  quietMs?: number;
  /** ...or after this long at most (default 5 s). */
  leaveMaxMs?: number;
  /** What closing the app and the database may take before the process exits 1 anyway (default 10 s). */
  closeMs?: number;
}

export interface Shutdown {
  /** Starts the sequence; a second call (a second signal) cuts the drain and the leaving short. */
  begin(signal: string): Promise<void>;
}

const DEFAULT_QUIET_MS = 500;
const DEFAULT_LEAVE_MAX_MS = 5000;
const DEFAULT_CLOSE_MS = 10_000;

/** Resolves after `ms`, or at once when `cut` is aborted. */
const pause = (ms: number, cut: AbortSignal) => sleep(ms, undefined, { signal: cut }).catch(() => {});

/** Waits until no request has arrived for `quietMs`, for at most `maxMs` (the clock starts now). */
async function untilQuiet(app: FastifyInstance, quietMs: number, maxMs: number, cut: AbortSignal): Promise<void> {
  const started = Date.now();
  for (;;) {
    const quietFor = Date.now() - Math.max(started, app.lifecycle.lastRequestAt);
    const left = maxMs - (Date.now() - started);
    if (quietFor >= quietMs || left <= 0 || cut.aborted) return;
    await pause(Math.min(quietMs - quietFor, left), cut);
  }
}

/**
 * The stop of a server process (decision 0040): drain (/readyz 503, everything served, for `drainMs`),
 * leave (GET and HEAD 503, so that a proxy retries them elsewhere and stops choosing this instance, until
 * quiet), then close (no new connections, in-flight requests finish, keep-alive connections end, the
 * database closes) and exit 0. A stop that takes longer than all three phases allow exits 1.
 */
export function createShutdown(options: ShutdownOptions): Shutdown {
  const { app, database, drainMs, log, exit } = options;
  const quietMs = options.quietMs ?? DEFAULT_QUIET_MS;
  const leaveMaxMs = options.leaveMaxMs ?? DEFAULT_LEAVE_MAX_MS;
  const closeMs = options.closeMs ?? DEFAULT_CLOSE_MS;
  const cut = new AbortController();
  let running: Promise<void> | undefined;

  const run = async (signal: string) => {
    const limitMs = drainMs + leaveMaxMs + closeMs;
    const force = setTimeout(() => {
      log.error({ limitMs }, `shutdown took longer than ${limitMs / 1000} s; exiting`);
      exit(1);
    }, limitMs);
    force.unref();

    app.lifecycle.enter('draining');
    log.info(
      { signal, drainMs },
      drainMs > 0 ? `shutting down: /readyz answers 503; draining (still serving) for ${drainMs / 1000} s` : 'shutting down without a drain (SHUTDOWN_DRAIN_MS=0)',
    );
    await pause(drainMs, cut.signal);
    app.lifecycle.enter('leaving');
    await untilQuiet(app, quietMs, leaveMaxMs, cut.signal);
    log.info({}, 'closing: taking no new connections, finishing the requests in flight');
    try {
      options.beforeClose?.();
      await app.close();
      await database.close();
      log.info({}, 'closed cleanly');
      clearTimeout(force);
      exit(0);
    } catch (err) {
      log.error({ err }, 'error while shutting down');
      exit(1);
    }
  };

  return {
    begin(signal) {
      if (running) {
        if (!cut.signal.aborted) log.info({ signal }, 'second signal: closing without waiting for the rest of the drain');
        cut.abort();
        return running;
      }
      running = run(signal);
      return running;
    },
  };
}

/** SIGTERM (supervisors, orchestrators) and SIGINT (Ctrl-C) both stop the server this way. */
export function stopOnSignals(shutdown: Shutdown): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown.begin(signal));
}
