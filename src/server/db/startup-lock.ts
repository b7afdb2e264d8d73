import pg from 'pg';

/**
 * The PostgreSQL advisory lock every process takes around its migrations and the first seed. Fixed, so
 * that every version of the server agrees on it; distinct from the seed's own transaction lock
 * (db/seed/index.ts), which a seed run under this one takes on another connection.
 */
export const STARTUP_LOCK_KEY = 7_262_000;

export interface StartupLockLog {
  info(details: Record<string, unknown>, message: string): void;
}

/**
 * Runs `work` while holding the startup lock, on one dedicated connection (an advisory lock belongs to
 * the session that took it, so it must not come from the pool). A process that finds the lock taken says
 * so and waits: another instance is migrating or seeding and this one continues once that is done. If
 * the holder dies, PostgreSQL ends its session and the lock with it.
 */
export async function withStartupLock<T>(url: string, log: StartupLockLog | undefined, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost while waiting surfaces as the query's error; this only keeps it from being unhandled.
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [STARTUP_LOCK_KEY]);
    if (!rows[0]?.taken) {
      log?.info({}, 'another instance is migrating or seeding the database: waiting for it');
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    }
    return await work();
  } finally {
    // Ending the session releases the lock too; the explicit unlock just says so first.
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}
