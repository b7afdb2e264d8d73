import path from 'node:path';
import { buildApp } from './app';
import { buildInfo, shortCommit } from './build-info';
import { loadConfig } from './config';
import { chooseLogFormat, createLogger } from './logging/logger';
import { secureDataDir, subfoldersInUse } from './data-dir';
import { openDatabase } from './db/open';
import { serverStartupSteps } from './db/startup-steps';
import { loadOrCreateSecret } from './secrets';
import { ensureBootstrapAdmin } from './services/auth/bootstrap';
import { deleteExpiredSessions } from './services/auth/sessions';
import { createShutdown, stopOnSignals } from './shutdown';

/** The process: config -> database (migrated, seeded) -> listen; drains and closes on SIGTERM/SIGINT (shutdown.ts). */
async function main() {
  const config = loadConfig();
  const terminal = process.stdout.isTTY === true;
  const log = createLogger({ level: config.LOG_LEVEL, format: chooseLogFormat(config.LOG_FORMAT, terminal), colorize: terminal });
  // First, so that an operator knows which build failed to start, as well as which one runs.
  const build = buildInfo();
  log.info({ ...build }, `starting version ${build.version} (commit ${shortCommit(build.commit)}) on Node ${build.node}`);
  secureDataDir(config.DATA_DIR, subfoldersInUse(config), log);
  // Migrations and the first seed run under one lock, so instances started together never both do them.
  const startup = serverStartupSteps(log);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, connectWindowMs: config.DATABASE_CONNECT_TIMEOUT_MS, log, ...startup }
      : { kind: 'pglite', dataDir: path.join(config.DATA_DIR), ...startup },
  );
  await ensureBootstrapAdmin(database.db, config, log);

  // Expired sessions are refused when used; this sweeps the abandoned ones too.
  const sweepSessions = () =>
    deleteExpiredSessions(database.db, new Date()).catch((err: unknown) => log.warn({ err }, 'session sweep failed'));
  await sweepSessions();
  const sweeper = setInterval(sweepSessions, 60 * 60 * 1000);
  sweeper.unref();

  const sessionSecret = loadOrCreateSecret(config.DATA_DIR, 'session-secret', config.SESSION_SECRET);
  const app = await buildApp({ config, database, sessionSecret, logger: log });

  const shutdown = createShutdown({ app, database, drainMs: config.SHUTDOWN_DRAIN_MS, log, exit: (code) => process.exit(code), beforeClose: () => clearInterval(sweeper) });
  stopOnSignals(shutdown);

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
