import path from 'node:path';
import { buildApp } from './app';
import { unfinishedRestore } from './backup/unfinished-restore';
import { loadConfig } from './config';
import { chooseLogFormat, createLogger } from './logging/logger';
import { secureDataDir, subfoldersInUse } from './data-dir';
import { openDatabase } from './db/open';
import { seedDatabase } from './db/seed';
import { loadOrCreateSecret } from './secrets';
import { ensureBootstrapAdmin } from './services/auth/bootstrap';
import { deleteExpiredSessions } from './services/auth/sessions';

/** The process: config -> database (migrated, seeded) -> listen; closes cleanly on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const terminal = process.stdout.isTTY === true;
  const log = createLogger({ level: config.LOG_LEVEL, format: chooseLogFormat(config.LOG_FORMAT, terminal), colorize: terminal });
  secureDataDir(config.DATA_DIR, subfoldersInUse(config), log);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, connectWindowMs: config.DATABASE_CONNECT_TIMEOUT_MS, log }
      : { kind: 'pglite', dataDir: path.join(config.DATA_DIR) },
  );
  // A restore stopped between its commit and moving its uploads: say so and refuse, rather than serve without them.
  const unfinished = await unfinishedRestore(database.db);
  if (unfinished) {
    await database.close();
    throw new Error(unfinished);
  }
  const { seeded } = await seedDatabase(database.db);
  if (seeded) log.info('seeded the empty database with the WA and QLD content');
  await ensureBootstrapAdmin(database.db, config, log);

  // Expired sessions are refused when used; this sweeps the abandoned ones too.
  const sweepSessions = () =>
    deleteExpiredSessions(database.db, new Date()).catch((err: unknown) => log.warn({ err }, 'session sweep failed'));
  await sweepSessions();
  const sweeper = setInterval(sweepSessions, 60 * 60 * 1000);
  sweeper.unref();

  const sessionSecret = loadOrCreateSecret(config.DATA_DIR, 'session-secret', config.SESSION_SECRET);
  const app = await buildApp({ config, database, sessionSecret, logger: log });

  let closing: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    closing ??= (async () => {
      log.info({ signal }, 'shutting down: finishing in-flight requests');
      const force = setTimeout(() => {
        log.error('shutdown took longer than 10 s; exiting');
        process.exit(1);
      }, 10_000);
      force.unref();
      try {
        clearInterval(sweeper);
        await app.close();
        await database.close();
        log.info('closed cleanly');
        process.exit(0);
      } catch (err) {
        log.error({ err }, 'error while shutting down');
        process.exit(1);
      }
    })();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (err) {
    log.error({ err }, 'could not listen');
    await database.close();
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
