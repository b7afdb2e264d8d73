import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import type { Database, DatabaseHandle, Subscription } from './database';
import { listenInProcess } from './listen-in-process';
import { lockDataDir } from './lock';
import { listenWithReconnect } from './notification-listener';
import * as schema from './schema';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/** Opens the database and applies the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target.url, target.poolSize) : openPglite(target.dataDir);
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

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // numeric stays a string (exact money); int8 counts become numbers.
  pool.on('error', () => {
    /* an idle client died; the pool replaces it */
  });
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
