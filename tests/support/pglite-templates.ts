import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/server/db/open';
import { seedDatabase } from '../../src/server/db/seed';

/** Where the worker processes find this run's templates (set before they start, so they inherit it). */
export const PGLITE_TEMPLATES_ENV = 'CHARTER_TEST_PGLITE_TEMPLATES';

export const pgliteTemplateFile = (dir: string, seeded: boolean) => path.join(dir, seeded ? 'seeded.tar' : 'empty.tar');

/**
 * Vitest globalSetup: migrate (and seed) PGlite once per run and dump its data directory. Vitest runs every
 * test file in a fresh process, so a per-process template was rebuilt ~50 times (initdb, migrations and seed,
 * ~5 s each); loading a dump takes about a fifth of that. The dumps live for the run only. The api and e2e
 * projects both list this setup: the first builds the dumps, the second finds them and builds nothing.
 */
export default async function buildPgliteTemplates(): Promise<() => void> {
  const built = process.env[PGLITE_TEMPLATES_ENV];
  if (built && [true, false].every((seeded) => existsSync(pgliteTemplateFile(built, seeded)))) return () => {};
  const dir = mkdtempSync(path.join(tmpdir(), 'charter-pglite-templates-'));
  // One database for both: dumped once migrated, then again once seeded (the initdb and the migrations are
  // most of the time; the seed is a tenth of it).
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const dumpTo = async (seeded: boolean) =>
        writeFileSync(pgliteTemplateFile(dir, seeded), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      await dumpTo(false);
      await seedDatabase(handle.db);
      await dumpTo(true);
    } finally {
      await handle.close();
    }
  } catch (error) {
    remove();
    throw error;
  }
  process.env[PGLITE_TEMPLATES_ENV] = dir;
  return remove;
}
