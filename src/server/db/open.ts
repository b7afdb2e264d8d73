import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR } from '../paths';
import type { Database, DatabaseHandle, Subscription } from './database';
import { listenInProcess } from './listen-in-process';
import { GuardedPool } from './guarded-pool';
import { lockDataDir } from './lock';
import { listenWithReconnect } from './notification-listener';
import { DEFAULT_CONNECT_WINDOW_MS, waitForPostgres, type ConnectLog } from './wait-for-postgres';
import * as schema from './schema';

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** How long a start waits for an unreachable PostgreSQL (default 30 s). */
      connectWindowMs?: number;
      /** Where each failed connect attempt is reported (host, port, cause; never the password). */
      log?: ConnectLog;
    }
  /** dataDir undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/** Opens the database and applies the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target) : openPglite(target.dataDir);
}

async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    client = dataDir ? await PGlite.create(path.join(dataDir, 'pglite')) : await PGlite.create();
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    async close() {
      await client.close();
      unlock();
    },
    listen: (channel, handlers) => listenInProcess(client, channel, handlers),
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
  };
}

/**
 * How long a query waits for a connection (a new one, or a free one of the pool) before it fails: during
 * an outage a request answers 503 within this, instead of hanging until the client gives up.
 */
export const POOL_CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(target: Extract<DatabaseTarget, { kind: 'postgres' }>): Promise<DatabaseHandle> {
  const { url, poolSize = 10 } = target;
  // Guarded: a transaction's client whose connection fails is given back, never leaked (guarded-pool.ts).
  const pool = new GuardedPool({ connectionString: url, max: poolSize, connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS, keepAlive: true });
  // numeric stays a string (exact money); int8 counts become numbers.
  pool.on('error', () => {
    /* an idle client died; the pool replaces it */
  });
  try {
    await waitForPostgres(pool, url, { windowMs: target.connectWindowMs ?? DEFAULT_CONNECT_WINDOW_MS, log: target.log });
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_DIR });
  const subscriptions: Subscription[] = [];
  return {
    db,
    kind: 'postgres',
    async close() {
      await Promise.all(subscriptions.map((s) => s.close()));
      await pool.end();
    },
    async listen(channel, handlers) {
      const subscription = await listenWithReconnect({ connectionString: url }, channel, handlers);
      subscriptions.push(subscription);
      return subscription;
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
  };
}
