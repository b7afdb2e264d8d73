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
import { applyMigrations } from './migrate';
import { listenWithReconnect } from './notification-listener';
import { withStartupLock, type StartupLockLog } from './startup-lock';
import { DEFAULT_CONNECT_WINDOW_MS, waitForPostgres, type ConnectLog } from './wait-for-postgres';
import * as schema from './schema';

/** What a start does right after migrating, still under the migrations lock. */
export interface StartupSteps {
  /** Told the names of the migrations this open applied, oldest first (empty: none were pending). */
  onMigrated?: (applied: string[]) => void;
  /** Runs after the migrations, under the same lock: the first seed, so that two instances never both seed. */
  afterMigrations?: (db: Database) => Promise<void>;
}

export type DatabaseTarget = StartupSteps &
  (
    | {
        kind: 'postgres';
        url: string;
        poolSize?: number;
        /** How long a start waits for an unreachable PostgreSQL (default 30 s). */
        connectWindowMs?: number;
        /** Where each failed connect attempt is reported (host, port, cause; never the password), and a wait for the migrations lock. */
        log?: ConnectLog & Partial<StartupLockLog>;
      }
    /** dataDir undefined means in memory (tests). */
    | { kind: 'pglite'; dataDir?: string }
  );

/**
 * Opens the database and applies the committed migrations, then runs `afterMigrations`. Both happen under
 * a lock: on PostgreSQL an advisory lock (db/startup-lock.ts), so that instances started at once on an
 * empty database migrate and seed one after the other; on PGlite the data-directory lock already keeps a
 * second process out.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target) : openPglite(target);
}

async function runStartupSteps(db: Database, migrate: () => Promise<void>, steps: StartupSteps): Promise<void> {
  const applied = await applyMigrations(db, migrate);
  steps.onMigrated?.(applied);
  await steps.afterMigrations?.(db);
}

async function openPglite(target: Extract<DatabaseTarget, { kind: 'pglite' }>): Promise<DatabaseHandle> {
  const { dataDir } = target;
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    client = dataDir ? await PGlite.create(path.join(dataDir, 'pglite')) : await PGlite.create();
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  try {
    await runStartupSteps(db, () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }), target);
  } catch (error) {
    await client.close().catch(() => {});
    unlock();
    throw error;
  }
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
  try {
    await withStartupLock(url, target.log?.info ? (target.log as StartupLockLog) : undefined, () =>
      runStartupSteps(db, () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_DIR }), target),
    );
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
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
