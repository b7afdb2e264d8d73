import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Drizzle over either PGlite or node-postgres: one schema, one dialect. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What a transaction callback receives; services take this or a Database alike. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Raw SQL on the same connection(s), for LISTEN/NOTIFY and test resets. */
  close(): Promise<void>;
  /** Subscribe to a NOTIFY channel (PostgreSQL and PGlite both support it). */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}
