import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { ListenerState, ListenHandlers, Subscription } from './database';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

/**
 * How long to wait before reconnection attempt `attempt` (0-based): capped exponential backoff with full
 * jitter, so that instances that lost the database together do not come back in lockstep.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  return Math.round(random() * Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempt, 16)));
}

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
    for (let attempt = 0; ; attempt++) {
      try {
        await sleep(reconnectDelay(attempt), undefined, { signal: closed.signal, ref: false });
      } catch {
        return; // closed while waiting
      }
      try {
        const { next, pid } = await connect();
        if (closed.signal.aborted) {
          await next.end().catch(() => {});
          return;
        }
        client = next;
        backendPid = pid;
        state = 'listening';
        handlers.onRestored?.({ attempts: attempt + 1, downMs: Date.now() - since });
        return;
      } catch (error) {
        handlers.onRetryFailed?.(error instanceof Error ? error : new Error(String(error)), attempt + 1);
      }
    }
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
