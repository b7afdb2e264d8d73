import { unfinishedRestore } from '../backup/unfinished-restore';
import type { Database } from './database';
import type { StartupSteps } from './open';
import { seedDatabase } from './seed';

export interface StartupStepsLog {
  info(details: Record<string, unknown>, message: string): void;
}

/**
 * What a server start does under the migrations lock (db/open.ts): say which migrations it applied, or
 * that none were pending, and seed an empty database, so that of several instances started at once on an
 * empty database exactly one seeds it. A restore stopped between its commit and moving its uploads is
 * refused first, in words (backup/unfinished-restore.ts), rather than served without its files.
 */
export function serverStartupSteps(log: StartupStepsLog): StartupSteps {
  return {
    onMigrated(applied) {
      if (applied.length === 0) log.info({ migrations: [] }, 'no migrations pending');
      else log.info({ migrations: applied }, `applied ${applied.length} migration${applied.length === 1 ? '' : 's'}: ${applied.join(', ')}`);
    },
    async afterMigrations(db: Database) {
      const unfinished = await unfinishedRestore(db);
      if (unfinished) throw new Error(unfinished);
      const { seeded } = await seedDatabase(db);
      if (seeded) log.info({}, 'seeded the empty database with the WA and QLD content');
    },
  };
}
