import pRetry from 'p-retry';
import pg from 'pg';
import type { ListenerState, ListenHandlers, Subscription } from './database';

/**
 * Reconnection schedule: from 100 ms, doubling, at most 5 s apart, randomised so that instances that lost
 * the database together do not come back in lockstep; never gives up (until close()).
 */
const RECONNECT_SCHEDULE = { retries: Number.POSITIVE_INFINITY, minTimeout: 100, factor: 2, maxTimeout: 5_000, randomize: true, unref: true } as const;

/**
 * LISTEN on a dedicated connection that is re-made when it drops (a terminated backend, a restarted or
 * unreachable server). The caller hears of the loss once and of the recovery once, and must treat the
 * time between as "notifications missed". The wait between attempts is aborted by close().
 */
export async function listenWithReconnect(
  config: pg.ClientConfig,
  channel: string,
  handlers: ListenHandlers,
): Promise<Subscription> {
  const closed = new AbortController();
  let state: ListenerState = 'listening';
  let client: pg.Client | undefined;
  let backendPid: number | undefined;

  async function connect(): Promise<{ next: pg.Client; pid: number }> {
    // Keepalive probes notice a silently dead connection in about a minute instead of hours.
    const next = new pg.Client({
      application_name: 'charter-content-listener',
      ...config,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5_000,
    });
    let lastError: Error | undefined;
    let pid: number;
    next.on('error', (error) => (lastError = error));
    try {
      await next.connect();
      next.on('notification', (message) => {
        if (message.channel === channel) handlers.onMessage(message.payload ?? '');
      });
      const { rows } = await next.query<{ pid: number }>('select pg_backend_pid() as pid');
      pid = rows[0]!.pid;
      // Last, so pg_stat_activity.query shows this connection as the LISTEN it is.
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    next.once('end', () => {
      if (client === next) void reconnect(lastError);
    });
    return { next, pid };
  }

  async function reconnect(cause: Error | undefined) {
    if (closed.signal.aborted) return;
    client = undefined;
    backendPid = undefined;
    state = 'reconnecting';
    const since = Date.now();
    handlers.onLost?.(cause);
    let attempts = 0;
    let next: pg.Client;
    let pid: number;
    try {
      ({ next, pid } = await pRetry(
        async () => {
          attempts++;
          return connect();
        },
        {
          ...RECONNECT_SCHEDULE,
          signal: closed.signal,
          onFailedAttempt: ({ error, attemptNumber }) => handlers.onRetryFailed?.(error, attemptNumber),
        },
      ));
    } catch {
      return; // closed while waiting
    }
    if (closed.signal.aborted) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    backendPid = pid;
    state = 'listening';
    handlers.onRestored?.({ attempts, downMs: Date.now() - since });
  }

  ({ next: client, pid: backendPid } = await connect());
  return {
    get state() {
      return state;
    },
    get backendPid() {
      return backendPid;
    },
    async close() {
      closed.abort();
      state = 'closed';
      const last = client;
      client = undefined;
      backendPid = undefined;
      await last?.end().catch(() => {});
    },
  };
}
