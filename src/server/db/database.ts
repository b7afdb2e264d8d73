import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Drizzle over either PGlite or node-postgres: one schema, one dialect. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What a transaction callback receives; services take this or a Database alike. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/** 'reconnecting': the connection was lost and notifications sent meanwhile are missed. */
export type ListenerState = 'listening' | 'reconnecting' | 'closed';

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** The connection was lost; called once per loss, not per reconnection attempt. */
  onLost?(error: Error | undefined): void;
  /** Listening again after a loss: whatever was sent in between was missed. */
  onRestored?(outage: { attempts: number; downMs: number }): void;
  /** One reconnection attempt failed (there may be many while the database is away). */
  onRetryFailed?(error: Error, attempt: number): void;
}

export interface Subscription {
  readonly state: ListenerState;
  /** The PostgreSQL backend pid of the LISTEN connection (pg_stat_activity.pid), when there is one. */
  readonly backendPid: number | undefined;
  close(): Promise<void>;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Subscribe to a NOTIFY channel (PostgreSQL and PGlite both support it). On PostgreSQL the LISTEN
   * connection is re-made with backoff when it drops; PGlite runs in-process and never drops it.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Subscription>;
  notify(channel: string, payload: string): Promise<void>;
}
